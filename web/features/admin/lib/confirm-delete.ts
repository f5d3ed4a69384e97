// Deletes ask the browser to confirm, naming what goes ("Are you sure you want to delete {name}?").
// window.confirm is modal, keyboard-ready and translated by the text we pass.
export function confirmDelete(message: string): boolean {
  return window.confirm(message);
}
