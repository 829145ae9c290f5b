/** Puts the cursor in the first field with a message, once React has marked the fields. */
export function focusFirstInvalidField(formElement: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    // A search box (a Select, a picker) opens its suggestions on focus, right over the message
    // under it. Escape closes them, as a person would; only while they are open (data-expanded),
    // which is also when a drawer lets Escape through to the box instead of closing itself.
    requestAnimationFrame(() => {
      if (document.activeElement === field && field.hasAttribute('data-expanded')) {
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }
    });
  });
}
