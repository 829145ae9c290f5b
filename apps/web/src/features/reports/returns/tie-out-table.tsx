import type { Gstr1Preview } from '@bahi/domain/schemas';
import { Table, Title } from '@mantine/core';
import { alignRight, HeadedTable } from '../../../components/table/headed-table';
import { amountText } from '../report-definitions';

type Tie = Gstr1Preview['tie_out'][number];
const HEADS = ['taxable', 'igst', 'cgst', 'sgst'] as const;

/** Each pair of figures that must agree, side by side, and whether they do. */
export function TieOutTable({ ties }: { ties: Tie[] }) {
  return (
    <>
      <Title order={3} size="h4">
        Reconciliation with the books
      </Title>
      <HeadedTable
        withTableBorder
        withColumnBorders
        fz="sm"
        aria-label="Reconciliation with the books"
        headings={[
          'Check',
          'Figures',
          alignRight('Taxable Value'),
          alignRight('IGST'),
          alignRight('CGST'),
          alignRight('SGST'),
          'Result',
        ]}
      >
        {ties.flatMap((tie) =>
          [tie.left, tie.right].map((side, index) => (
            <Table.Tr key={`${tie.label}-${side.label}`}>
              {index === 0 && <Table.Td rowSpan={2}>{tie.label}</Table.Td>}
              <Table.Td>{side.label}</Table.Td>
              {HEADS.map((head) => (
                <Table.Td key={head} ta="right">
                  {amountText(side[head])}
                </Table.Td>
              ))}
              {index === 0 && (
                <Table.Td
                  rowSpan={2}
                  fw={700}
                  c={tie.ties ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)'}
                >
                  {tie.ties ? 'Ties' : 'Differs'}
                </Table.Td>
              )}
            </Table.Tr>
          )),
        )}
      </HeadedTable>
    </>
  );
}
