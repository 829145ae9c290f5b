import { describe, expect, it } from 'vitest';
import { filterByName } from './filter-by-name';

const items = [{ name: 'Lux Soap 100g' }, { name: 'Dettol SOAP' }, { name: 'Tata Salt' }];

describe('filterByName', () => {
  it('suggests nothing before three characters', () => {
    expect(filterByName(items, 'so')).toEqual([]);
    expect(filterByName(items, '  so ')).toEqual([]);
  });
  it('matches anywhere in the name, ignoring case', () => {
    expect(filterByName(items, 'Soa').map((item) => item.name)).toEqual(['Lux Soap 100g', 'Dettol SOAP']);
    expect(filterByName(items, 'alt').map((item) => item.name)).toEqual(['Tata Salt']);
  });
  it('ignores spaces around the typed text', () => {
    expect(filterByName(items, ' salt ')).toHaveLength(1);
  });
});
