/** After a failed check, moves focus to the first field marked invalid so its error is read out. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}
