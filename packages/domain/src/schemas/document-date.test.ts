import { describe, expect, it } from 'vitest';
import { documentDateProblem, GST_START_DATE, isoDateField } from './fields';

describe('a document date', () => {
  it('is a real calendar day', () => {
    expect(documentDateProblem('Date', '2025-02-29', '2025-06-01')).toBe(
      'Date must be a real date (YYYY-MM-DD)',
    );
    expect(documentDateProblem('Date', '2024-02-29', '2025-06-01')).toBeUndefined();
    expect(documentDateProblem('Date', '2025-6-1', '2025-06-01')).toBe(
      'Date must be a real date (YYYY-MM-DD)',
    );
  });

  it('is on or after the day GST began', () => {
    expect(GST_START_DATE).toBe('2017-07-01');
    expect(documentDateProblem('Date', '2017-06-30', '2025-06-01')).toBe(
      'Date must be on or after 01/07/2017, when GST began',
    );
    expect(documentDateProblem('Date', '2017-07-01', '2025-06-01')).toBeUndefined();
  });

  it('may be later than today within the current financial year, never in a later one', () => {
    expect(documentDateProblem('Date', '2026-03-31', '2025-04-01')).toBeUndefined();
    expect(documentDateProblem('Date', '2026-04-01', '2025-04-01')).toBe(
      'Date must be in the current financial year or earlier (up to 31/03/2026)',
    );
    // On 31 March the year still ends that day; on 1 April the new year is open.
    expect(documentDateProblem('Date', '2026-04-01', '2026-03-31')).toBeDefined();
    expect(documentDateProblem('Date', '2027-03-31', '2026-04-01')).toBeUndefined();
  });

  it('reaches the form and the server through one zod field', () => {
    const field = isoDateField('Purchase Date');
    expect(field.safeParse(' ').error?.issues[0]?.message).toBe('Purchase Date is required');
    expect(field.safeParse('2016-01-01').error?.issues[0]?.message).toBe(
      'Purchase Date must be on or after 01/07/2017, when GST began',
    );
    expect(field.parse(' 2025-06-01 ')).toBe('2025-06-01');
  });
});
