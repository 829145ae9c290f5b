import type { ImportKind, RecordType } from '@bahi/domain/schemas';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ListRoute, RemoveRoutes, SaveRoutes } from '../../api/resource';
import { DataList } from '../data-list/data-list';
import type { Column } from '../data-list/list-table';
import { FormDrawer } from '../form/form-drawer';
import { type SaveMessages, useEntityEditor } from '../form/use-entity-editor';
import type { FormValues } from '../form/use-zod-form';
import { ImportButton } from '../import-button';
import { RowActions } from '../row-actions';
import { useDeleteAction } from '../use-delete-action';

// The screen of a master list (customers, suppliers, products, categories, GST rates): the list
// with its own columns and per row History, Edit and Delete; Add and Edit in a drawer; Import
// where the kind can be imported.

type Saved = { id: number; version?: number };

type Props<R extends Saved, L extends R, Input, Query, Values extends FormValues> = {
  routes: SaveRoutes<R, Input> & RemoveRoutes<R> & { list: ListRoute<L, Query> };
  schema: z.ZodType<Input>;
  emptyValues: Values;
  toValues: (row: R) => Values;
  messages: SaveMessages;
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
  drawerSize: number;
  fields: (editor: ReturnType<typeof useEntityEditor<R, Input, Values>>) => ReactNode;
};

export function MasterListPage<R extends Saved, L extends R, Input, Query, Values extends FormValues>(
  props: Props<R, L, Input, Query, Values>,
) {
  const { routes, noun } = props;
  const editor = useEntityEditor({
    resource: routes,
    schema: props.schema,
    emptyValues: props.emptyValues,
    toValues: props.toValues,
    messages: props.messages,
    openFromAddress: props.openFromAddress,
  });
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
        size={props.drawerSize}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        {props.fields(editor)}
      </FormDrawer>
    </>
  );
}
