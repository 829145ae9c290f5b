import { describe, expect, it } from 'vitest';
import { statementFileName } from './statement-file-name';

describe("a statement's file name", () => {
  it('names the party and the period', () => {
    expect(statementFileName('Opening Kirana', '2026-11-01', '2026-11-26', 'pdf')).toBe(
      'Statement_Opening-Kirana_2026-11-01_2026-11-26.pdf',
    );
  });

  it("keeps only letters and digits of the party's name, joined by single hyphens", () => {
    expect(statementFileName('  M/s. Sharma & Sons (Raipur) ', '2026-04-01', '2027-03-31', 'xlsx')).toBe(
      'Statement_M-s-Sharma-Sons-Raipur_2026-04-01_2027-03-31.xlsx',
    );
  });

  it('says "party" when nothing of the name is left', () => {
    expect(statementFileName('श्री गणेश', '2026-11-01', '2026-11-30', 'pdf')).toBe(
      'Statement_party_2026-11-01_2026-11-30.pdf',
    );
  });
});
