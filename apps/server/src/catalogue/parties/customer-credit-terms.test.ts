import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, injectAs, type TestUser } from '../../test-support/test-session';

// A customer's credit limit and credit days are the owner's and the accountants' to set, whichever
// call sets them: Billing may add a customer at the counter, but not with credit terms (403, as an
// edit of the customer is refused it), and nothing is saved.

describe("Billing and a new customer's credit terms", () => {
  let t: TestApp;
  let billing: TestUser;
  let accountant: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    billing = await createTestUser(t.db, 'billing', 'Counter Billing');
    accountant = await createTestUser(t.db, 'accountant', 'Books Accountant');
  });
  afterAll(async () => t.close());

  const add = (user: TestUser, payload: object) =>
    injectAs(t.app, user, {
      method: 'POST',
      url: '/api/customers',
      payload: { address: 'Raipur', ...payload },
    });
  const countNamed = async (name: string) =>
    (await t.db.selectFrom('customers').select('id').where('name', '=', name).execute()).length;

  it('refuses Billing a new customer with a credit limit or credit days, saving nothing', async () => {
    for (const terms of [
      { credit_limit: 50000 },
      { credit_days: 30 },
      { credit_limit: 0, credit_days: null },
    ]) {
      const refused = await add(billing, { name: 'Counter Credit', ...terms });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(
        "The Billing role may not set a customer's credit limit or credit days; leave them blank, and ask an accountant or the owner",
      );
    }
    expect(await countNamed('Counter Credit')).toBe(0);
  });

  it('adds a customer from Billing with the terms left blank, and from an accountant with them', async () => {
    const blank = await add(billing, { name: 'Counter Cash', credit_limit: '', credit_days: null });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json()).toMatchObject({ credit_limit: null, credit_days: null });
    const withTerms = await add(accountant, { name: 'Books Credit', credit_limit: 50000, credit_days: 30 });
    expect(withTerms.statusCode, withTerms.body).toBe(201);
    expect(withTerms.json()).toMatchObject({ credit_limit: 50000, credit_days: 30 });
    // Editing a customer stays the accountants' (the route's roles), terms or not.
    const edit = await injectAs(t.app, billing, {
      method: 'PUT',
      url: `/api/customers/${blank.json().id}`,
      payload: { name: 'Counter Cash', address: 'Raipur', credit_limit: 1000 },
    });
    expect(edit.statusCode).toBe(403);
  });
});
