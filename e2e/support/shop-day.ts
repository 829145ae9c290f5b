// The shop's day is India's (Asia/Kolkata, UTC+05:30 all year): the app dates new documents on
// it and the journeys' browser runs on India time. Dates a test expects are worked out on that
// day too, never on the machine's, whose date is a different one from 18:30 to 24:00 UTC.

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The shop's date as yyyy-mm-dd, days from today (negative for the past). */
export function shopDateIso(daysFromToday = 0): string {
  const india = new Date(Date.now() + INDIA_UTC_OFFSET_MS + daysFromToday * DAY_MS);
  return india.toISOString().slice(0, 10);
}

/** The shop's date as the date boxes show it (dd/mm/yyyy), days from today. */
export function shopDateDmy(daysFromToday = 0): string {
  const [year, month, day] = shopDateIso(daysFromToday).split('-');
  return `${day}/${month}/${year}`;
}
