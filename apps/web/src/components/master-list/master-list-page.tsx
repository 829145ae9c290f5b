import type { ImportKind, RecordType } from '@bahi/domain/schemas';
import { Button } from '@mantine/core';
import type { ListRoute, RemoveRoutes } from '../../api/resource';
import { DataList } from '../data-list/data-list';
import type { Column } from '../data-list/list-table';
import { FormDrawer } from '../form/form-drawer';
import type { RecordDrawer } from '../form/record-drawer';
import { useEntityEditor } from '../form/use-entity-editor';
import type { FormValues, ZodForm } from '../form/use-zod-form';
import { ImportButton } from '../import-button';
import { RowActions } from '../row-actions';
import { useDeleteAction } from '../use-delete-action';

// The screen of a master list (customers, suppliers, products, categories, GST rates): the list
// with its own columns and per row History, Edit and Delete; Add and Edit in a drawer; Import
// where the kind can be imported.

type Saved = { id: number; version?: number };

type Props<R extends Saved, L extends R, Input, Query, Values extends FormValues> = {
  /** The record's drawer: what it saves, its fields and texts (the same as quick add's). */
  drawer: RecordDrawer<R, Input, Values>;
  routes: RemoveRoutes<R> & { list: ListRoute<L, Query> };
  /** ?edit={id} in the address opens that record's drawer. */
  openFromAddress?: boolean;
  recordType: RecordType;
  /** 'Customer', 'GST Rate': the Add button and the drawer's title. */
  noun: string;
  /** The table's name, e.g. 'Customers'. */
  label: string;
  searchPlaceholder: string;
  minWidth: number;
  /** The record's own columns; the actions column follows them. */
  columns: Column<L>[];
  actionsColumn: { header: string; width: number };
  /** Names a record on its row's buttons. */
  rowLabel: (row: L) => string;
  /** Names a record in the delete question: 'customer Sharma Traders'. */
  describe: (row: R) => string;
  importKind?: ImportKind;
  /** Add closes the drawer when it is open (products). */
  addToggles?: boolean;
};

export function MasterListPage<R extends Saved, L extends R, Input, Query, Values extends FormValues>(
  props: Props<R, L, Input, Query, Values>,
) {
  const { routes, noun, drawer } = props;
  const editor = useEntityEditor({ ...drawer, openFromAddress: props.openFromAddress });
  const confirmDelete = useDeleteAction(routes, { describe: props.describe });
  const columns: Column<L>[] = [
    ...props.columns,
    {
      ...props.actionsColumn,
      render: (row) => (
        <RowActions
          history={{ recordType: props.recordType, recordId: row.id }}
          label={props.rowLabel(row)}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => confirmDelete(row)}
        />
      ),
    },
  ];
  const add = props.addToggles && editor.opened ? editor.close : editor.openCreate;

  return (
    <>
      <DataList
        route={routes.list}
        label={props.label}
        columns={columns}
        searchPlaceholder={props.searchPlaceholder}
        minWidth={props.minWidth}
        actions={
          <>
            {props.importKind && <ImportButton kind={props.importKind} />}
            <Button onClick={add}>{`Add ${noun}`}</Button>
          </>
        }
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? `Edit ${noun}` : `Add ${noun}`}
        size={drawer.size}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        {drawer.fields(editor.form as ZodForm<unknown, Values>, editor.editing?.id)}
      </FormDrawer>
    </>
  );
}
