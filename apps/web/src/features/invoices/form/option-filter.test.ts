import { describe, expect, it } from 'vitest';
import { matchesAllWords, wordsFilter } from './option-filter';

describe('matchesAllWords', () => {
  it('needs every word, in any order and case', () => {
    expect(matchesAllWords('Sharma General Store 98271 12345', 'store SHARMA')).toBe(true);
    expect(matchesAllWords('Sharma General Store', 'sharma traders')).toBe(false);
    expect(matchesAllWords('anything', '   ')).toBe(true);
  });
});

describe('wordsFilter', () => {
  const options = [
    { value: '1', label: 'Lux Soap 100g' },
    { value: '2', label: 'Soap Case' },
    { value: '3', label: 'Detergent' },
  ];
  const hsn: Record<string, string> = { '1': '3401', '2': '3924', '3': '3401 soap powder' };
  const filter = wordsFilter((value) => hsn[value] ?? '');

  it('puts name matches before matches on other details, up to the limit', () => {
    expect(filter({ options, search: 'soap', limit: 10 }).map((o) => ('value' in o ? o.value : ''))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(filter({ options, search: '3401', limit: 10 })).toHaveLength(2);
    expect(filter({ options, search: 'soap', limit: 1 })).toHaveLength(1);
  });
  it('shows the first options when nothing is typed', () => {
    expect(filter({ options, search: '', limit: 2 })).toHaveLength(2);
  });
});
