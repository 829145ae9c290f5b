/**
 * Ctrl+Enter (⌘+Enter) saves the form the cursor is in, on every form of the app: drawers,
 * dialogs, Settings, vouchers (docs/product.md, Accessibility and keyboard). Listened for on the
 * window, so it runs after the forms' own keys: the invoice and purchase forms handle it
 * themselves, and an open list that took the Enter as a choice has marked it handled.
 */
export function submitOnCtrlEnter(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  const form = event.target instanceof Element ? event.target.closest('form') : null;
  if (!form) return;
  event.preventDefault();
  form.requestSubmit();
}
