import type { RecordType } from '@bahi/domain/schemas';
import { Button, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ListRoute, RemoveRoutes, SaveRoutes } from '../../api/resource';
import { addedOnColumn } from '../data-list/added-on-column';
import { DataList } from '../data-list/data-list';
import type { Column } from '../data-list/list-table';
import { FormDrawer } from '../form/form-drawer';
import { type SaveMessages, useEntityEditor } from '../form/use-entity-editor';
import { RowActions } from '../row-actions';
import { useDeleteAction } from '../use-delete-action';

// The screen of a master list whose records are one field each (categories, GST rates): the
// list with Id, the field and when it was added, Add in a small drawer, and per row History,
// Edit and Delete.

type Row = { id: number; version?: number; created_at: string };

type Props<R extends Row, Input, Query, F extends string> = {
  routes: SaveRoutes<R, Input> & RemoveRoutes<R> & { list: ListRoute<R, Query> };
  schema: z.ZodType<Input>;
  recordType: RecordType;
  /** The form's one field and how a saved record fills it. */
  field: F;
  toValue: (row: R) => string;
  /** 'Category', 'GST Rate': the column, the drawer's field and its buttons. */
  noun: string;
  /** The column's and field's heading when it is not the noun ('Category Name'). */
  fieldLabel?: string;
  /** The table's name, e.g. 'Categories'. */
  label: string;
  searchPlaceholder: string;
  /** The field shown in the list. */
  render: (row: R) => ReactNode;
  /** Names a record in the delete question and on its row's buttons: 'category Grocery'. */
  describe: (row: R) => string;
  /** The row's buttons' name. */
  rowLabel: (row: R) => string;
  messages: SaveMessages;
  inputProps?: TextInputProps;
};

export function OneFieldListPage<R extends Row, Input, Query, F extends string>(
  props: Props<R, Input, Query, F>,
) {
  const { routes, field, noun, fieldLabel = noun } = props;
  const editor = useEntityEditor({
    resource: routes,
    schema: props.schema,
    emptyValues: { [field]: '' } as Record<F, string>,
    toValues: (row: R) => ({ [field]: props.toValue(row) }) as Record<F, string>,
    messages: props.messages,
  });
  const confirmDelete = useDeleteAction(routes, { describe: props.describe });

  const columns: Column<R>[] = [
    { header: 'Id', render: (row) => row.id, width: 90 },
    { header: fieldLabel, render: props.render },
    addedOnColumn(),
    {
      header: 'Action',
      width: 170,
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

  return (
    <>
      <DataList
        route={routes.list}
        label={props.label}
        columns={columns}
        searchPlaceholder={props.searchPlaceholder}
        minWidth={440}
        actions={<Button onClick={editor.openCreate}>{`Add ${noun}`}</Button>}
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? `Edit ${noun}` : `Add ${noun}`}
        size={250}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <TextInput
          label={fieldLabel}
          {...props.inputProps}
          autoComplete="off"
          data-autofocus
          {...editor.form.textProps(field)}
        />
      </FormDrawer>
    </>
  );
}
