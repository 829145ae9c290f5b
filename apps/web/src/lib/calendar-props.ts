import type { DayOfWeek } from '@mantine/dates';

// What every Mantine calendar of the app is given: names for its arrows, which have none of their
// own (an unnamed button is a critical accessibility failure); the heading button ("November 2026")
// keeps its visible text as its name, since another label fails label-content-name-mismatch. No
// days of the months before and after, which Mantine greys, and no red weekends (a shop's week is
// not Monday to Friday): both fall below AA contrast.
const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

export const CALENDAR_PROPS: {
  ariaLabels: typeof CALENDAR_ARIA_LABELS;
  hideOutsideDates: true;
  weekendDays: DayOfWeek[];
} = { ariaLabels: CALENDAR_ARIA_LABELS, hideOutsideDates: true, weekendDays: [] };
