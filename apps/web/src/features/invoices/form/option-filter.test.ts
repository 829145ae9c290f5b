import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { firstMatch, matchesAllWords, rankName, wordsFilter } from './option-filter';

const values = (options: ComboboxParsedItem[]) =>
  options.map((option) => ('value' in option ? option.value : ''));

describe('matchesAllWords', () => {
  it('needs every word, in any order and case', () => {
    expect(matchesAllWords('Sharma General Store 98271 12345', 'store SHARMA')).toBe(true);
    expect(matchesAllWords('Sharma General Store', 'sharma traders')).toBe(false);
    expect(matchesAllWords('anything', '   ')).toBe(true);
  });
});

describe('rankName', () => {
  it('ranks the name itself, then whole-word starts, then starts, then words anywhere', () => {
    expect(rankName('Item 7', 'item 7')).toBe(0);
    expect(rankName('Item 7 Tea pack', 'item 7 ')).toBe(1);
    expect(rankName('Item 70 Dal pack', 'item 7')).toBe(2);
    expect(rankName('Big Item 7', 'item 7')).toBe(3);
    expect(rankName('Soap', 'item')).toBeNull();
  });
});

describe('wordsFilter', () => {
  const options = [
    { value: '1', label: 'Item 1007 Rice pack' },
    { value: '2', label: 'Item 70 Dal pack' },
    { value: '3', label: 'Item 7 Tea pack' },
    { value: '4', label: 'Detergent' },
  ];
  const hsn: Record<string, string> = { '1': '1006', '2': '0713', '3': '0902', '4': '3402 item 7' };
  const filter = wordsFilter((value) => hsn[value] ?? '');

  it('puts the best name match first, so Enter takes it', () => {
    expect(values(filter({ options, search: 'item 7', limit: 10 }))).toEqual(['3', '2', '1', '4']);
  });
  it('finds by other details, and keeps to the limit', () => {
    expect(values(filter({ options, search: '0902', limit: 10 }))).toEqual(['3']);
    expect(filter({ options, search: 'item', limit: 2 })).toHaveLength(2);
  });
  it('shows the first options when nothing is typed', () => {
    expect(values(filter({ options, search: ' ', limit: 2 }))).toEqual(['1', '2']);
  });
});

describe('firstMatch', () => {
  const options = [
    { value: '1', label: 'Item 70 Dal pack' },
    { value: '2', label: 'Item 7 Tea pack' },
  ];
  const searchable = { data: options, filter: wordsFilter(() => '') };
  it('takes the best match, and nothing for blank or unmatched text', () => {
    expect(firstMatch(searchable, 'item 7')).toBe('2');
    expect(firstMatch(searchable, '  ')).toBeNull();
    expect(firstMatch(searchable, 'soap')).toBeNull();
  });
});
