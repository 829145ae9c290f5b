import type { DayOfWeek } from '@mantine/dates';

// What every Mantine calendar of the app is given: names for its arrows and headings, which have
// none of their own (an unnamed button is a critical accessibility failure); no days of the
// months before and after, which Mantine greys, and no red weekends (a shop's week is not
// Monday to Friday): both fall below AA contrast.
const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export const CALENDAR_PROPS: {
  ariaLabels: typeof CALENDAR_ARIA_LABELS;
  hideOutsideDates: true;
  weekendDays: DayOfWeek[];
} = { ariaLabels: CALENDAR_ARIA_LABELS, hideOutsideDates: true, weekendDays: [] };
