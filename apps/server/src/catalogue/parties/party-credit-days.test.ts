import { customerSchema, supplierSchema } from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFieldErrors } from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Credit days on the customer and supplier forms: kept as typed, blank for none, bad input named.

describe('credit days of a party', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['customers', customerSchema],
    ['suppliers', supplierSchema],
  ] as const)('%s take credit days, blank for none, and refuse bad ones', async (kind, schema) => {
    const body = { name: `Credit ${kind}`, address: 'Raipur', credit_days: '30' };
    const created = await call(t.app, 'POST', `/api/${kind}`, body);
    expect(created.status).toBe(201);
    const party = schema.parse(created.body);
    expect(party.credit_days).toBe(30);
    for (const bad of [-1, 366, '2.5', 'abc']) {
      const answer = await call(t.app, 'PUT', `/api/${kind}/${party.id}`, { ...body, credit_days: bad });
      expectFieldErrors(answer, { credit_days: ['Credit Days must be a whole number from 0 to 365'] });
    }
    const cleared = await call(t.app, 'PUT', `/api/${kind}/${party.id}`, { ...body, credit_days: '' });
    expect(cleared.status).toBe(200);
    expect(schema.parse(cleared.body).credit_days).toBeNull();
  });
});
