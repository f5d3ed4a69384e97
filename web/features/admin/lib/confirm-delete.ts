// SPEC §5 Other: deletes ask the browser to confirm, naming what goes ("Are you sure you want to
// delete {name}?"). window.confirm is the spec's choice: it is modal, keyboard-ready and translated
// by the text we pass.
export function confirmDelete(message: string): boolean {
  return window.confirm(message);
}
