import { describe, expect, it } from 'vitest';
import { customerName } from './customer-name';

describe('customerName', () => {
  it('title-cases the name and says N/A when there is none', () => {
    expect(customerName('sharma general store')).toBe('Sharma General Store');
    expect(customerName('  ')).toBe('N/A');
    expect(customerName(null)).toBe('N/A');
  });
});
