import { categoryRoutes } from '@bahi/domain/contract';
import { type Category, categoryInputSchema } from '@bahi/domain/schemas';
import { Button, TextInput } from '@mantine/core';
import { addedOnColumn } from '../../components/data-list/added-on-column';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { FormDrawer } from '../../components/form/form-drawer';
import { standardFailure } from '../../components/form/notify';
import { type SaveMessages, useEntityEditor } from '../../components/form/use-entity-editor';
import { RowActions } from '../../components/row-actions';
import { useDeleteAction } from '../../components/use-delete-action';

// The category drawer's toast texts.
const categoryMessages: SaveMessages = {
  created: 'Category added successfully!',
  updated: 'Category updated successfully!',
  failure: (error, isUpdate) =>
    standardFailure(isUpdate ? 'Failed to update category.' : 'Failed to add category.')(error),
};

const describeCategory = (row: Category) => `category ${row.name}`;

export function CategoriesPage() {
  const editor = useEntityEditor({
    resource: categoryRoutes,
    schema: categoryInputSchema,
    emptyValues: { name: '' },
    toValues: (row) => ({ name: row.name }),
    messages: categoryMessages,
  });
  const confirmDelete = useDeleteAction(categoryRoutes, { describe: describeCategory });

  const columns: Column<Category>[] = [
    { header: 'Id', render: (row) => row.id, width: 90 },
    { header: 'Category Name', render: (row) => row.name },
    addedOnColumn(),
    {
      header: 'Action',
      width: 170,
      render: (row) => (
        <RowActions
          history={{ recordType: 'category', recordId: row.id }}
          label={row.name}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => confirmDelete(row)}
        />
      ),
    },
  ];

  return (
    <>
      <DataList
        route={categoryRoutes.list}
        label="Categories"
        columns={columns}
        searchPlaceholder="Search by category name"
        minWidth={440}
        actions={<Button onClick={editor.openCreate}>Add Category</Button>}
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit Category' : 'Add Category'}
        size={250}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <TextInput
          label="Category Name"
          autoComplete="off"
          data-autofocus
          {...editor.form.textProps('name')}
        />
      </FormDrawer>
    </>
  );
}
