import { Button, Kbd, Modal, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';

// The keyboard shortcuts, listed in a dialog that '?' opens on every screen of the shell
// (docs/product.md, Accessibility and keyboard). '/' puts the cursor in the screen's search box.

export const SHORTCUTS: [keys: string[], what: string][] = [
  [['?'], 'Show this list'],
  [['Tab'], 'First on every screen: "Skip to content", past the header and the sidebar'],
  [['/'], "Search the screen's list"],
  [['Alt', 'N'], 'Invoices: a new invoice. In the invoice form: add a line'],
  [['Ctrl', 'Enter'], 'Save the form being typed: a drawer, a dialog, an invoice, a purchase'],
  [['Enter'], 'Invoice form: the next field (it never saves)'],
  [['Alt', 'Backspace'], 'Invoice form: remove the line being typed in'],
  [['Alt', 'C'], 'In the Customer box: add a customer'],
  [['Alt', 'P'], 'In a Product box: add a product'],
  [['Alt', 'S'], 'In the Supplier box: add a supplier'],
  [['Esc'], 'Close the open list, drawer or dialog'],
];

/** Keys typed into a field are the field's: '?' and '/' are text there. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function focusSearch(): boolean {
  const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
  search?.focus();
  return search !== null;
}

export function KeyboardShortcuts() {
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Another dialog or drawer is open: its keys are its own.
      if (!opened && document.querySelector('[role="dialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        open();
      } else if (event.key === '/' && focusSearch()) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, open]);

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={open}
        aria-keyshortcuts="?"
        title="Keyboard shortcuts (?)"
      >
        Keys ?
      </Button>
      <Modal opened={opened} onClose={close} title="Keyboard shortcuts" size="lg">
        <Table aria-label="Keyboard shortcuts" verticalSpacing={6}>
          <Table.Tbody>
            {SHORTCUTS.map(([keys, what]) => (
              <Table.Tr key={keys.join('+')}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' + '}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
