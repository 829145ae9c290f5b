import type { RecordType } from '@bahi/domain/schemas';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ListRoute, RemoveRoutes, SaveRoutes } from '../../api/resource';
import { addedOnColumn } from '../data-list/added-on-column';
import type { SaveMessages } from '../form/use-entity-editor';
import { MasterListPage } from './master-list-page';

// A master list whose records are one field each (categories, GST rates): Id, the field and
// when it was added, and a small drawer with the one box.

type Row = { id: number; version?: number; created_at: string };

type Props<R extends Row, Input, Query, F extends string> = {
  routes: SaveRoutes<R, Input> & RemoveRoutes<R> & { list: ListRoute<R, Query> };
  schema: z.ZodType<Input>;
  recordType: RecordType;
  /** The form's one field and how a saved record fills it. */
  field: F;
  toValue: (row: R) => string;
  /** 'Category', 'GST Rate': the Add button and the drawer's title. */
  noun: string;
  /** The column's and the box's heading when it is not the noun ('Category Name'). */
  fieldLabel?: string;
  /** The table's name, e.g. 'Categories'. */
  label: string;
  searchPlaceholder: string;
  /** The field shown in the list. */
  render: (row: R) => ReactNode;
  /** Names a record in the delete question: 'category Grocery'. */
  describe: (row: R) => string;
  /** Names a record on its row's buttons. */
  rowLabel: (row: R) => string;
  messages: SaveMessages;
  inputProps?: TextInputProps;
};

export function OneFieldListPage<R extends Row, Input, Query, F extends string>(
  props: Props<R, Input, Query, F>,
) {
  const { field, noun, fieldLabel = noun } = props;
  return (
    <MasterListPage
      drawer={{
        title: `Add ${noun}`,
        size: 250,
        resource: props.routes,
        schema: props.schema,
        emptyValues: { [field]: '' } as Record<F, string>,
        toValues: (row) => ({ [field]: props.toValue(row) }) as Record<F, string>,
        messages: props.messages,
        fields: (form) => (
          <TextInput
            label={fieldLabel}
            {...props.inputProps}
            autoComplete="off"
            data-autofocus
            {...form.textProps(field)}
          />
        ),
      }}
      routes={props.routes}
      recordType={props.recordType}
      noun={noun}
      label={props.label}
      searchPlaceholder={props.searchPlaceholder}
      minWidth={440}
      columns={[
        { header: 'Id', render: (row) => row.id, width: 90 },
        { header: fieldLabel, render: props.render },
        addedOnColumn(),
      ]}
      actionsColumn={{ header: 'Action', width: 170 }}
      rowLabel={props.rowLabel}
      describe={props.describe}
    />
  );
}
