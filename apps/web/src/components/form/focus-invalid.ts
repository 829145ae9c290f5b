/**
 * Puts the cursor in a field without leaving its suggestions open. A search box (a Select, a
 * picker) opens them on focus, right over the message or the fields under it. Escape closes them,
 * as a person would; only while they are open, which is when Mantine marks the box
 * data-mantine-stop-propagation, the mark that keeps a drawer from closing on that Escape. A date
 * box's calendar carries no such mark and is left alone.
 */
export function focusQuietly(field: HTMLElement): void {
  field.focus();
  requestAnimationFrame(() => {
    const listOpen = field.getAttribute('data-mantine-stop-propagation') === 'true';
    if (document.activeElement === field && listOpen) {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
  });
}

/** Puts the cursor in the first field with a message, once React has marked the fields. */
export function focusFirstInvalidField(formElement: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = formElement.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) focusQuietly(field);
  });
}
