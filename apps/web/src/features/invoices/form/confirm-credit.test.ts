import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { creditQuestionOf } from './confirm-credit';

describe('creditQuestionOf', () => {
  it("reads the server's credit question from a 409 naming confirm_credit", () => {
    const question = 'Over the credit limit of ₹1,000.00: ₹1,100.00 owed with this bill.';
    const error = new ApiError(409, `${question} Confirm to save it anyway.`, { confirm_credit: [question] });
    expect(creditQuestionOf(error)).toBe(question);
  });

  it('leaves every other refusal to the usual messages', () => {
    expect(creditQuestionOf(new ApiError(403, 'The Billing role may not bill over credit'))).toBeNull();
    expect(creditQuestionOf(new ApiError(409, 'Stale', { version: ['Stale'] }))).toBeNull();
    expect(creditQuestionOf(new Error('x'))).toBeNull();
  });
});
