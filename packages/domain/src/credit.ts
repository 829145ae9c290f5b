import { formatRupees, type Paise } from './money';

// Credit terms of a customer: a limit on what they may owe and days of credit, after which a bill
// is past due. A bill that takes a customer over the limit, or is made while older bills are past
// due, is not refused outright: it asks before saving, and only a role that decides on credit may
// say yes (the server's rule; the invoice form shows the same figures before the question).

export type CreditPosition = {
  /** The most the customer may owe; null: no limit. */
  limit: Paise | null;
  /** What the customer owes now: their bills less what they paid (money on account counts as paid). */
  outstanding: Paise;
  /** What is left on bills whose due date has passed. */
  overdue: Paise;
};

export type CreditProblem = {
  /** What the customer would owe after this bill, when that is over the limit; else null. */
  overLimitBy: Paise | null;
  projected: Paise;
  pastDue: Paise;
};

/**
 * What is wrong with adding `added` to what the customer owes, or null when nothing is. `added` is
 * what the save adds to the balance (a new bill's total less what was received with it); a save
 * that adds nothing (a correction that lowers a bill) asks nothing even for a customer in arrears.
 */
export function creditProblemOf(position: CreditPosition, added: Paise): CreditProblem | null {
  if (added <= 0) return null;
  const projected = position.outstanding + added;
  const overLimitBy =
    position.limit !== null && projected > position.limit ? projected - position.limit : null;
  const pastDue = Math.max(position.overdue, 0);
  if (overLimitBy === null && pastDue === 0) return null;
  return { overLimitBy, projected, pastDue };
}

/** 'Over the credit limit of ₹50,000.00: ₹62,000.00 owed with this bill. ₹8,000.00 of bills are past due.' */
export function describeCreditProblem(problem: CreditProblem, limit: Paise | null): string {
  const parts: string[] = [];
  if (problem.overLimitBy !== null && limit !== null) {
    parts.push(
      `Over the credit limit of ${formatRupees(limit)}: ${formatRupees(problem.projected)} owed with this bill.`,
    );
  }
  if (problem.pastDue > 0) parts.push(`${formatRupees(problem.pastDue)} of bills are past due.`);
  return parts.join(' ');
}
