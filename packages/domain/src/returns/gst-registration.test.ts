import { describe, expect, it } from 'vitest';
import { registrationInPeriod } from './gst-registration';

const OCTOBER = { fp: '102026', from: '2026-10-01', to: '2026-10-31' };

describe('the GSTIN a period is filed under', () => {
  it('covers only the days after registering; a period before it has no return', () => {
    const history = [
      { gstin: null, stateCode: '22', effectiveFrom: '2017-07-01' },
      { gstin: '22AABCS1234F1Z1', stateCode: '22', effectiveFrom: '2026-10-15' },
    ];
    expect(registrationInPeriod(history, OCTOBER)).toEqual({
      gstin: '22AABCS1234F1Z1',
      stateCode: '22',
      from: '2026-10-15',
      to: '2026-10-31',
    });
    expect(registrationInPeriod(history, { fp: '092026', from: '2026-09-01', to: '2026-09-30' })).toBe(
      undefined,
    );
  });

  it('ends the days of a GSTIN given up, and takes the new GSTIN of a shop that moved', () => {
    const given = [
      { gstin: '22AABCS1234F1Z1', stateCode: '22', effectiveFrom: '2017-07-01' },
      { gstin: null, stateCode: '22', effectiveFrom: '2026-10-11' },
    ];
    expect(registrationInPeriod(given, OCTOBER)).toMatchObject({ from: '2026-10-01', to: '2026-10-10' });
    const moved = [
      { gstin: '22AABCS1234F1Z1', stateCode: '22', effectiveFrom: '2017-07-01' },
      { gstin: '24AANFA2641L1ZF', stateCode: '24', effectiveFrom: '2026-10-20' },
    ];
    expect(registrationInPeriod(moved, OCTOBER)).toMatchObject({
      gstin: '24AANFA2641L1ZF',
      from: '2026-10-20',
      to: '2026-10-31',
    });
    expect(registrationInPeriod(moved, { fp: '092026', from: '2026-09-01', to: '2026-09-30' })).toMatchObject(
      {
        gstin: '22AABCS1234F1Z1',
        to: '2026-09-30',
      },
    );
  });
});
