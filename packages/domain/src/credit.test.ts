import { describe, expect, it } from 'vitest';
import { creditProblemOf, describeCreditProblem } from './credit';

describe('creditProblemOf', () => {
  it('asks nothing within the limit with nothing past due', () => {
    expect(creditProblemOf({ limit: 50_000_00, outstanding: 30_000_00, overdue: 0 }, 20_000_00)).toBeNull();
  });

  it('names how far over the limit the bill takes the customer', () => {
    const problem = creditProblemOf({ limit: 50_000_00, outstanding: 30_000_00, overdue: 0 }, 20_000_01);
    expect(problem).toEqual({ overLimitBy: 1, projected: 50_000_01, pastDue: 0 });
    expect(describeCreditProblem(problem!, 50_000_00)).toBe(
      'Over the credit limit of ₹50,000.00: ₹50,000.01 owed with this bill.',
    );
  });

  it('asks for a customer with bills past due even without a limit', () => {
    const problem = creditProblemOf({ limit: null, outstanding: 8_000_00, overdue: 8_000_00 }, 100_00);
    expect(problem).toEqual({ overLimitBy: null, projected: 8_100_00, pastDue: 8_000_00 });
    expect(describeCreditProblem(problem!, null)).toBe('₹8,000.00 of bills are past due.');
  });

  it('asks nothing of a save that adds nothing to what is owed', () => {
    expect(creditProblemOf({ limit: 0, outstanding: 9_000_00, overdue: 9_000_00 }, 0)).toBeNull();
    expect(creditProblemOf({ limit: 0, outstanding: 9_000_00, overdue: 9_000_00 }, -500)).toBeNull();
  });

  it('a limit of 0 allows no credit at all', () => {
    expect(creditProblemOf({ limit: 0, outstanding: 0, overdue: 0 }, 1)?.overLimitBy).toBe(1);
  });
});
