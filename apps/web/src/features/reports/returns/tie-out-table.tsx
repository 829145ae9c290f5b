import type { Gstr1Preview } from '@bahi/domain/schemas';
import { Table, Title } from '@mantine/core';
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
      <Table withTableBorder withColumnBorders fz="sm" aria-label="Reconciliation with the books">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check</Table.Th>
            <Table.Th>Figures</Table.Th>
            <Table.Th ta="right">Taxable Value</Table.Th>
            <Table.Th ta="right">IGST</Table.Th>
            <Table.Th ta="right">CGST</Table.Th>
            <Table.Th ta="right">SGST</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </>
  );
}
