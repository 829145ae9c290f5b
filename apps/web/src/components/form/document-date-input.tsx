import '@mantine/dates/styles.css';
import { isValidIsoDate } from '@bahi/domain';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { CALENDAR_PROPS } from '../../lib/calendar-props';
import { parseDmyDate } from '../../lib/format';

type DocumentDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'error'> & {
  label: string;
  /** YYYY-MM-DD, or the text typed when it is not a real date (the form's schema refuses it). */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/**
 * A document's date, typed dd/mm/yyyy or picked. A date that does not exist (31/02/2025) is never
 * replaced by the previous one without a word: the field says what is wrong and the form holds
 * the typed text, so saving is refused until the date is fixed.
 */
export function DocumentDateInput({ label, value, onChange, error, ...rest }: DocumentDateInputProps) {
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  return (
    <DateInput
      {...CALENDAR_PROPS}
      {...rest}
      label={label}
      placeholder="dd/mm/yyyy"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDmyDate}
      fixOnBlur={false}
      value={isValidIsoDate(value) ? value : null}
      error={typedProblem ?? error}
      onChange={(date) => {
        setTypedProblem(null);
        onChange(date ?? '');
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        if (text === '' || parseDmyDate(text) !== null) {
          setTypedProblem(null);
          return;
        }
        setTypedProblem(`${label}: ${text} is not a real date (dd/mm/yyyy)`);
        onChange(text);
      }}
    />
  );
}
