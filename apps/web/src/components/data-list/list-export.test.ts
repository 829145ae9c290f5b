import { Fragment, createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { fileStemOf, formulaSafe } from './list-download';
import { listExportCells, nodeText } from './list-export';
import type { Column } from './list-table';

type Row = { id: number; name: string; amount: number; date: string; status: string };

const row: Row = { id: 7, name: '=Tata Salt', amount: 104004.68, date: '05/06/2025', status: 'Paid' };

describe('list downloads', () => {
  it('read a cell as it shows, through elements and fragments', () => {
    expect(nodeText(h('a', { href: '/x' }, row.name))).toBe('=Tata Salt');
    const paired = h(Fragment, null, h('strong', null, '₹1,180.00'), h('small', null, '180.00'));
    expect(nodeText(paired)).toBe('₹1,180.00 180.00');
    expect(nodeText(null)).toBe('');
  });

  it('give amounts as plain numbers, days as dates, skip actions and split paired columns', () => {
    const columns: Column<Row>[] = [
      { header: 'Name', render: (r) => h('a', { href: '/x' }, r.name) },
      { header: 'Amount', render: () => '₹1,04,004.68', align: 'right' },
      { header: 'Date', render: (r) => r.date },
      { header: 'Status', render: (r) => h('span', { className: 'badge' }, r.status) },
      {
        header: 'Paid / Left',
        render: () => '…',
        export: [
          { header: 'Paid', value: (r) => ({ number: r.amount.toFixed(2) }) },
          { header: 'Left', value: () => ({ number: '0.00' }) },
        ],
      },
      { header: 'Action', render: () => h('button', { type: 'button' }, 'Edit') },
      { header: 'Pinned', pinned: true, render: () => 'x' },
    ];
    expect(listExportCells(columns, [row])).toEqual({
      header: ['Name', 'Amount', 'Date', 'Status', 'Paid', 'Left'],
      body: [
        [
          '=Tata Salt',
          { number: '104004.68' },
          { date: '2025-06-05' },
          'Paid',
          { number: '104004.68' },
          { number: '0.00' },
        ],
      ],
    });
  });

  it('keep a negative amount a number and text on the left text', () => {
    const columns: Column<Row>[] = [
      { header: 'Balance', render: () => '-₹2,500.00', align: 'right' },
      { header: 'Reorder', render: () => '10 NOS', align: 'right' },
      { header: 'Code', render: () => '1,234' },
    ];
    expect(listExportCells(columns, [row]).body).toEqual([[{ number: '-2500.00' }, '10 NOS', '1,234']]);
  });

  it('make CSV text safe from formulas and name the file after the list and the day', () => {
    expect(formulaSafe('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(formulaSafe('-5 units')).toBe("'-5 units");
    expect(formulaSafe('Tata Salt')).toBe('Tata Salt');
    expect(fileStemOf('Purchase returns', '2026-11-25')).toBe('purchase-returns_2026-11-25');
  });
});
