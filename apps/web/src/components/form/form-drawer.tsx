import { Button, Drawer, Group, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

// The buttons stay in view at the bottom of a long form (the product form is taller than a laptop).
const FOOTER_STYLE = {
  position: 'sticky',
  bottom: 0,
  paddingBlock: 'var(--mantine-spacing-sm)',
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-gray-2)',
  // Above the sections of inputs scrolling under it (a Select's chevron has z-index 1).
  zIndex: 3,
} as const;

type FormDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Width in px or %: 250 for the small masters, 350 for parties (docs/product.md, Drawers). */
  size: number | string;
  isUpdate: boolean;
  saving: boolean;
  /** Save / Update refused until the form has what it needs (an edit's document, its lists). */
  notReady?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Put the cursor back where it was when the drawer closes (default); quick add moves it on itself. */
  returnFocus?: boolean;
  children: ReactNode;
};

/** The side drawer that holds an add / edit form, with 'Save' or 'Update' and 'Close'. */
/**
 * Escape closes the drawer only when it was pressed in this drawer (or with nothing focused). Every
 * open Mantine overlay closes on any Escape otherwise: leaving a quick-add drawer or a question
 * opened over the invoice form would also close the invoice.
 */
function useOwnEscape(opened: boolean, form: RefObject<HTMLFormElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      // An open list (Select, search box) takes its Escape for itself, as Mantine's own check does.
      if (
        event.target instanceof Element &&
        event.target.getAttribute('data-mantine-stop-propagation') === 'true'
      )
        return;
      const own = form.current?.closest('[role="dialog"]');
      const from = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (from === null || from === own) close.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, form]);
}

export function FormDrawer({
  opened,
  onClose,
  title,
  size,
  isUpdate,
  saving,
  notReady = false,
  onSubmit,
  returnFocus = true,
  children,
}: FormDrawerProps) {
  const form = useRef<HTMLFormElement>(null);
  useOwnEscape(opened, form, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      title={title}
      position="right"
      size={size}
      padding="md"
      returnFocus={returnFocus}
    >
      {/* noValidate: the shared zod schema checks the fields, with the product's own messages. */}
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm" style={FOOTER_STYLE}>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={saving} disabled={notReady}>
              {isUpdate ? 'Update' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
