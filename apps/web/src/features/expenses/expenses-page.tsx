import { expenseRoutes } from '@bahi/domain/contract';
import { type Expense, expenseInputSchema } from '@bahi/domain/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { FormDrawer } from '../../components/form/form-drawer';
import { standardFailure } from '../../components/form/notify';
import { type SaveMessages, useEntityEditor } from '../../components/form/use-entity-editor';
import { RowActions } from '../../components/row-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { formatAmount, formatDate } from '../../lib/format';
import { ExpenseFields } from './expense-fields';
import { ExpenseTotals } from './expense-totals';
import { newExpenseValues, toExpenseValues } from './expense-values';

// Toast texts in the words the customer and invoice forms use.
const expenseMessages: SaveMessages = {
  created: 'Expense added successfully!',
  updated: 'Expense updated successfully!',
  failure: standardFailure('Failed to submit expense.'),
};

/** 'Rent to Sharma Estates' names a row in buttons and the delete question. */
function describeExpense(row: Expense): string {
  return `${row.category} to ${row.payee}`;
}

// Date, payee and amount first: on a phone they are what is in view without scrolling.
const columns = (edit: (row: Expense) => void, remove: (row: Expense) => void): Column<Expense>[] => [
  { header: 'Date', render: (row) => formatDate(row.date), width: 110 },
  { header: 'Payee', render: (row) => row.payee },
  { header: 'Amount', render: (row) => formatAmount(row.amount), align: 'right' },
  {
    header: 'GST Paid',
    render: (row) => (row.gst_amount === 0 ? '—' : formatAmount(row.gst_amount)),
    align: 'right',
  },
  { header: 'Category', render: (row) => row.category },
  {
    header: 'Mode',
    export: [
      { header: 'Mode', value: (row) => row.mode },
      { header: 'Reference', value: (row) => row.reference ?? '' },
    ],
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.mode}</Text>
        {row.reference && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.reference}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: 'Note',
    render: (row) => (
      <Text size="sm" lineClamp={2} title={row.note ?? undefined} style={{ maxWidth: 260 }}>
        {row.note ?? '—'}
      </Text>
    ),
  },
  {
    header: 'Action',
    width: 150,
    render: (row) => (
      <RowActions
        history={{ recordType: 'expense', recordId: row.id }}
        label={describeExpense(row)}
        onEdit={() => edit(row)}
        onDelete={() => remove(row)}
      />
    ),
  },
];

/** /backoffice/expenses: money paid out that is not stock, with what it adds up to. */
export function ExpensesPage() {
  const editor = useEntityEditor({
    resource: expenseRoutes,
    schema: expenseInputSchema,
    emptyValues: newExpenseValues(),
    toValues: toExpenseValues,
    messages: expenseMessages,
  });
  const confirmDelete = useDeleteAction(expenseRoutes, {
    describe: (row) => `expense ${describeExpense(row)} of ${formatAmount(row.amount)}`,
  });

  return (
    <>
      <ExpenseTotals />
      <DataList
        route={expenseRoutes.list}
        label="Expenses"
        columns={columns(editor.openEdit, confirmDelete)}
        searchPlaceholder="Search by payee, category, reference or note"
        minWidth={800}
        actions={<Button onClick={editor.openCreate}>Add Expense</Button>}
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit Expense' : 'Add Expense'}
        size={360}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <ExpenseFields form={editor.form} />
      </FormDrawer>
    </>
  );
}
