import { todayIso } from '@bahi/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { ListRoute } from '../../api/resource';
import { notifyFailure } from '../form/notify';
import { LazyMenu } from '../menus/lazy-menu';
import { downloadList, fetchAllRows, fileStemOf, type ListDownloadFormat } from './list-download';
import type { Column } from './list-table';

type ListDownloadMenuProps<Row, Query> = {
  route: ListRoute<Row, Query>;
  /** The list's filters, without its page. */
  query: Query | null;
  label: string;
  columns: Column<Row>[] | ((rows: readonly Row[]) => Column<Row>[]);
};

/** Download: every row the filters match as CSV or Excel, in the screen's columns. */
export function ListDownloadMenu<Row, Query>(props: ListDownloadMenuProps<Row, Query>) {
  const { route, query, label, columns } = props;
  const [busy, setBusy] = useState(false);
  const download = async (format: ListDownloadFormat) => {
    if (query === null) return;
    setBusy(true);
    try {
      const rows = await fetchAllRows(route, query);
      const shown = typeof columns === 'function' ? columns(rows) : columns;
      await downloadList(format, { stem: fileStemOf(label, todayIso()), sheetName: label }, shown, rows);
    } catch (error) {
      notifyFailure({ title: `The ${label.toLowerCase()} could not be downloaded.`, detail: String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LazyMenu
      entries={[
        { label: 'CSV', onClick: () => void download('csv') },
        { label: 'Excel (.xlsx)', onClick: () => void download('xlsx') },
      ]}
      target={
        <Button variant="default" loading={busy} disabled={query === null}>
          Download
        </Button>
      }
    />
  );
}
