import { Text } from '@mantine/core';
import { formatDate } from '../lib/format';

type DocumentNumberLineProps = {
  /** 'Invoice No', 'Voucher No'. */
  label: string;
  number: string;
  /** ISO date. */
  date: string;
  /** Lets a test read the number alone. */
  numberTestId?: string;
};

/** Under a document's title: its number and date, each after its dimmed label. */
export function DocumentNumberLine({ label, number, date, numberTestId }: DocumentNumberLineProps) {
  return (
    <Text size="sm" mt={4}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <strong data-testid={numberTestId}>{number}</strong>
      <Text span c="dimmed" size="sm" ml="md">
        Date:
      </Text>{' '}
      <strong>{formatDate(date)}</strong>
    </Text>
  );
}
