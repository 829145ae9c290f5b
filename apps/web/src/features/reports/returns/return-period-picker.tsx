import { Select } from '@mantine/core';
import { MONTHS, yearChoices } from './return-period';

// Month and Year of a return period (MMYYYY), both filtering as you type: the Returns and the
// GSTR-2B screens.

export function ReturnPeriodPicker({
  period,
  today,
  onChange,
}: {
  period: string;
  today: string;
  onChange: (period: string) => void;
}) {
  const month = period.slice(0, 2);
  const year = period.slice(2);
  return (
    <>
      <Select
        label="Month"
        data={MONTHS}
        value={month}
        onChange={(value) => value && onChange(`${value}${year}`)}
        searchable
        allowDeselect={false}
        w={160}
      />
      <Select
        label="Year"
        data={yearChoices(today)}
        value={year}
        onChange={(value) => value && onChange(`${month}${value}`)}
        searchable
        allowDeselect={false}
        w={110}
      />
    </>
  );
}
