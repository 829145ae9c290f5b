import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { parseDmyDate } from '../../lib/format';

// Two dates share a row on a phone; on a desk they stay compact beside the other filters.
const DAY_STYLE = { flex: '1 1 130px', maxWidth: 160 };

type DayInputProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  onChange: (day: string) => void;
  placeholder?: string;
};

/** A clearable day filter, typed and shown as dd/mm/yyyy, valued as an ISO day ('' when empty). */
export function DayInput({ label, value, onChange, placeholder = 'dd/mm/yyyy' }: DayInputProps) {
  return (
    <DateInput
      label={label}
      placeholder={placeholder}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDmyDate}
      clearable
      // The × needs a name. A title rather than an aria-label: finding the box by its label
      // ('Start Date') must not also find its × ('Clear Start Date').
      clearButtonProps={{ title: `Clear ${label}` }}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      style={DAY_STYLE}
    />
  );
}
