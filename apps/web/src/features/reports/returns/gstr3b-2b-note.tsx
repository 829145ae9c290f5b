import { formatDateDmy } from '@bahi/domain';
import type { Gstr3bAnswer } from '@bahi/domain/schemas';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { amountText } from '../report-definitions';

// Where Table 4(A)(5) comes from: the matched bills of the months with a GSTR-2B, or every bill by
// date; and, with a 2B, the bills whose credit waits (for a later 2B, or for the accountant).

export function Gstr3b2bNote({ twoB }: { twoB: Gstr3bAnswer['gstr2b'] }) {
  if (twoB.months_with_2b.length === 0) {
    return (
      <Text size="sm">
        No GSTR-2B imported for this period: 4(A)(5) is the credit of every bill by its date.{' '}
        <Anchor component={Link} to="/gstr-2b">
          Match GSTR-2B
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        4(A)(5) takes the credit of the bills matched in GSTR-2B ({twoB.months_with_2b.join(', ')}): CGST{' '}
        {amountText(twoB.matched_credit.cgst)}, SGST {amountText(twoB.matched_credit.sgst)}, IGST{' '}
        {amountText(twoB.matched_credit.igst)}
        {twoB.claimed_later_credit.cgst + twoB.claimed_later_credit.sgst + twoB.claimed_later_credit.igst > 0
          ? `, and kept from an earlier month: CGST ${amountText(twoB.claimed_later_credit.cgst)}, SGST ${amountText(twoB.claimed_later_credit.sgst)}, IGST ${amountText(twoB.claimed_later_credit.igst)}`
          : ''}
        .{' '}
        <Anchor component={Link} to="/gstr-2b">
          Open the GSTR-2B matching
        </Anchor>
      </Text>
      {twoB.waiting.length > 0 && (
        <List size="sm" aria-label="Credit waiting">
          {twoB.waiting.map((doc) => (
            <List.Item key={`${doc.type}:${doc.id}`}>
              {doc.number || doc.id} of {doc.supplier_name}, {formatDateDmy(doc.date)}: GST{' '}
              {amountText(doc.igst + doc.cgst + doc.sgst)} waits{' '}
              {doc.waiting_for === '2b' ? 'for a later GSTR-2B' : 'for a decision on its match'}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
