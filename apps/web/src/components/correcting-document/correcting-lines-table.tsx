import { formatRupees, rupeesToPaise } from '@bahi/domain';
import { Table, TextInput } from '@mantine/core';
import { alignRight, HeadedTable } from '../table/headed-table';
import type { CorrectableLine } from './correcting-lines';

// The original's lines on a correcting form: each as the original has it, what is still open, and
// a box for what this document takes (units or a taxable value).

/** The column headings and the box's name, in the words of each kind. */
export type LinesTableWords<L> = {
  /** 'Invoiced', 'Purchased'. */
  original: string;
  /** 'Still open', 'Can be returned'. */
  open: string;
  entry: string;
  /** The accessible name of a line's box. */
  entryLabel: (line: L) => string;
};

type Props<L extends CorrectableLine> = {
  lines: L[];
  itemId: (line: L) => number;
  words: LinesTableWords<L>;
  entries: Record<number, string>;
  onEntry: (itemId: number, value: string) => void;
  lineError: (line: L) => string | undefined;
};

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

export function CorrectingLinesTable<L extends CorrectableLine>(props: Props<L>) {
  const { words, itemId } = props;
  return (
    <HeadedTable
      withTableBorder
      fz="sm"
      aria-label="Lines"
      headings={[
        'Product',
        alignRight('GST %'),
        alignRight(words.original),
        alignRight(words.open),
        words.entry,
      ]}
    >
      {props.lines.map((line) => (
        <Table.Tr key={itemId(line)}>
          <Table.Td>{line.product.name}</Table.Td>
          <Table.Td ta="right">{line.gst_rate}</Table.Td>
          <Table.Td ta="right">
            {line.quantity} {line.unit} · {money(line.taxable_value)}
          </Table.Td>
          <Table.Td ta="right">
            {line.remaining_quantity} {line.unit} · {money(line.remaining_taxable_value)}
          </Table.Td>
          <Table.Td>
            <TextInput
              aria-label={words.entryLabel(line)}
              value={props.entries[itemId(line)] ?? ''}
              onChange={(event) => props.onEntry(itemId(line), event.currentTarget.value)}
              error={props.lineError(line)}
              inputMode="decimal"
              w={160}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}
