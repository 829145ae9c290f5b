import type { DerivedObject } from './index';

/**
 * SQLite: the three triggers `<prefix>_insert`, `_delete` and `_update` on a table that keep
 * something made of its row images: an inserted row's image enters, a deleted row's leaves, and
 * an update of the listed columns takes the old image out before the new one enters. `enter` writes
 * the statements for the new image, `leave` those for the old one.
 */
export function sqliteRowImageTriggers(
  prefix: string,
  table: string,
  updateOf: string,
  enter: (row: 'new') => string,
  leave: (row: 'old') => string,
): DerivedObject[] {
  return [
    {
      kind: 'trigger',
      name: `${prefix}_insert`,
      table,
      sql: `create trigger ${prefix}_insert after insert on ${table} begin ${enter('new')} end`,
    },
    {
      kind: 'trigger',
      name: `${prefix}_delete`,
      table,
      sql: `create trigger ${prefix}_delete after delete on ${table} begin ${leave('old')} end`,
    },
    {
      kind: 'trigger',
      name: `${prefix}_update`,
      table,
      sql: `create trigger ${prefix}_update after update of ${updateOf} on ${table}
        begin ${leave('old')} ${enter('new')} end`,
    },
  ];
}
