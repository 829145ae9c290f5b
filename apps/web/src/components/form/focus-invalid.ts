/** Puts the cursor in the first field with a message, once React has marked the fields. */
export function focusFirstInvalidField(formElement: HTMLFormElement): void {
  requestAnimationFrame(() => {
    formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
