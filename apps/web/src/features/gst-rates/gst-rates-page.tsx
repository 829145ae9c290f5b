import { gstRateRoutes } from '@bahi/domain/contract';
import { type GstRate, gstRateInputSchema } from '@bahi/domain/schemas';
import { Button, TextInput } from '@mantine/core';
import { addedOnColumn } from '../../components/data-list/added-on-column';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { FormDrawer } from '../../components/form/form-drawer';
import { useEntityEditor } from '../../components/form/use-entity-editor';
import { RowActions } from '../../components/row-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { formatPercent } from '../../lib/format';
import { gstRateMessages } from './gst-rate-messages';

const describeRate = (row: GstRate) => `GST rate ${formatPercent(row.gst_rate)}`;

export function GstRatesPage() {
  const editor = useEntityEditor({
    resource: gstRateRoutes,
    schema: gstRateInputSchema,
    emptyValues: { gst_rate: '' },
    toValues: (row) => ({ gst_rate: String(row.gst_rate) }),
    messages: gstRateMessages,
  });
  const confirmDelete = useDeleteAction(gstRateRoutes, { describe: describeRate });

  const columns: Column<GstRate>[] = [
    { header: 'Id', render: (row) => row.id, width: 90 },
    { header: 'GST Rate', render: (row) => formatPercent(row.gst_rate) },
    addedOnColumn(),
    {
      header: 'Action',
      width: 170,
      render: (row) => (
        <RowActions
          history={{ recordType: 'gst_rate', recordId: row.id }}
          label={describeRate(row)}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => confirmDelete(row)}
        />
      ),
    },
  ];

  return (
    <>
      <DataList
        route={gstRateRoutes.list}
        label="GST Rates"
        columns={columns}
        searchPlaceholder="Search by GST rate, e.g. 18"
        minWidth={440}
        actions={<Button onClick={editor.openCreate}>Add GST Rate</Button>}
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit GST Rate' : 'Add GST Rate'}
        size={250}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <TextInput
          label="GST Rate"
          rightSection="%"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          {...editor.form.textProps('gst_rate')}
        />
      </FormDrawer>
    </>
  );
}
