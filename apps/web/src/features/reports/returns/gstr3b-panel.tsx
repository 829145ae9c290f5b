import { stateName } from '@bahi/domain';
import type { Gstr3bAnswer } from '@bahi/domain/schemas';
import { Button, Group, List, Stack } from '@mantine/core';
import { downloadBlob } from '../../../lib/export/download-blob';
import { amountText } from '../report-definitions';
import type { SectionTable } from './gstr1-sections';
import { Gstr3b2bNote } from './gstr3b-2b-note';
import { creditLedgerTable } from './gstr3b-ledger-table';
import { SectionBlock } from './section-table';

// GSTR-3B as tables: 3.1 outward supplies, 3.2 inter-state supplies to unregistered buyers,
// 4 input tax credit and 6.1 the tax payable worksheet.

type Row = Record<string, string>;
const col = (key: string, header: string, numeric = true) => ({
  header,
  text: (row: Row) => row[key] ?? '',
  numeric,
});
const HEAD_COLUMNS = [col('igst', 'IGST'), col('cgst', 'CGST'), col('sgst', 'SGST')];

export function gstr3bTables(answer: Gstr3bAnswer): SectionTable[] {
  const heads = (value: { igst: number; cgst: number; sgst: number }) => ({
    igst: amountText(value.igst),
    cgst: amountText(value.cgst),
    sgst: amountText(value.sgst),
  });
  return [
    {
      key: '3-1',
      title: '3.1 Outward supplies',
      columns: [col('nature', 'Nature of supplies', false), col('taxable', 'Taxable Value'), ...HEAD_COLUMNS],
      rows: [
        {
          nature: '(a) Taxable (other than zero, nil and exempted)',
          taxable: amountText(answer.outward_taxable.taxable),
          ...heads(answer.outward_taxable),
        },
        {
          nature: '(c) Nil rated and exempted',
          taxable: amountText(answer.outward_nil),
          igst: '',
          cgst: '',
          sgst: '',
        },
        {
          nature: '(d) Inward supplies liable to reverse charge',
          taxable: amountText(answer.inward_reverse_charge.taxable),
          ...heads(answer.inward_reverse_charge),
        },
        {
          nature: '(e) Non-GST outward supplies',
          taxable: amountText(answer.outward_non_gst),
          igst: '',
          cgst: '',
          sgst: '',
        },
      ],
      totals: null,
    },
    {
      key: '3-2',
      title: '3.2 Inter-state supplies to unregistered persons, composition dealers and UIN holders',
      columns: [
        col('to', 'Supplies to', false),
        col('pos', 'Place of Supply', false),
        col('taxable', 'Taxable Value'),
        col('igst', 'IGST'),
      ],
      rows: (
        [
          ['Unregistered persons', answer.inter_state_unregistered],
          ['Composition dealers', answer.inter_state_composition],
          ['UIN holders', answer.inter_state_uin],
        ] as const
      ).flatMap(([to, rows]) =>
        rows.map((row) => ({
          to,
          pos: `${row.pos}-${stateName(row.pos) ?? ''}`,
          taxable: amountText(row.taxable),
          igst: amountText(row.igst),
        })),
      ),
      totals: null,
    },
    {
      key: '4',
      title: '4 Eligible input tax credit',
      columns: [col('kind', 'Details', false), ...HEAD_COLUMNS],
      rows: [
        { kind: '(A)(3) Inward supplies liable to reverse charge', ...heads(answer.itc_reverse_charge) },
        {
          kind: '(A)(5) All other ITC (purchases and expenses from registered suppliers)',
          ...heads(answer.itc_available),
        },
        { kind: '(B)(2) ITC reversed: others (goods returned to suppliers)', ...heads(answer.itc_reversed) },
        { kind: '(C) Net ITC available', ...heads(answer.itc) },
      ],
      totals: null,
    },
    {
      key: '5',
      title: '5 Exempt, nil rated and non-GST inward supplies',
      columns: [
        col('nature', 'Nature of supplies', false),
        col('inter', 'Inter-state'),
        col('intra', 'Intra-state'),
      ],
      rows: [
        {
          nature: 'From a supplier under composition scheme, exempt and nil rated',
          inter: amountText(answer.inward_exempt.inter),
          intra: amountText(answer.inward_exempt.intra),
        },
        {
          nature: 'Non-GST supply',
          inter: amountText(answer.inward_non_gst.inter),
          intra: amountText(answer.inward_non_gst.intra),
        },
      ],
      totals: null,
    },
    {
      key: '6-1',
      title: '6.1 Payment of tax',
      columns: [
        col('head', 'Tax', false),
        col('due', 'Tax payable'),
        col('igst', 'Paid by IGST credit'),
        col('cgst', 'Paid by CGST credit'),
        col('sgst', 'Paid by SGST credit'),
        col('cash', 'Paid in cash'),
      ],
      rows: answer.payable.map((row) => ({
        head: row.head.toUpperCase(),
        due: amountText(row.due),
        igst: amountText(row.paid_by_igst),
        cgst: amountText(row.paid_by_cgst),
        sgst: amountText(row.paid_by_sgst),
        cash: amountText(row.cash),
      })),
      totals: null,
    },
    creditLedgerTable(answer),
  ];
}

export function Gstr3bPanel({ answer, fileStem }: { answer: Gstr3bAnswer; fileStem: string }) {
  const carried = answer.credit_carried_forward;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() =>
            downloadBlob(
              `${fileStem}.json`,
              new Blob([JSON.stringify(answer.json)], { type: 'application/json' }),
            )
          }
        >
          Download GSTR-3B JSON
        </Button>
      </Group>
      {gstr3bTables(answer).map((section) => (
        <SectionBlock key={section.key} section={section} fileStem={fileStem} />
      ))}
      <Gstr3b2bNote twoB={answer.gstr2b} />
      <p>
        Credit carried forward: IGST {amountText(carried.igst)}, CGST {amountText(carried.cgst)}, SGST{' '}
        {amountText(carried.sgst)}.
      </p>
      {answer.ledger.notes.length > 0 && (
        <List size="sm" aria-label="What the ledger carried and why">
          {answer.ledger.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
