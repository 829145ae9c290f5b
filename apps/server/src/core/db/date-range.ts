/** A span of India dates (YYYY-MM-DD), both ends included: a return period, a report's dates. */
export type DateRange = { from: string; to: string };
