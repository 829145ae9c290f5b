import { categoryRoutes } from '@bahi/domain/contract';
import { type Category, categoryInputSchema } from '@bahi/domain/schemas';
import { standardFailure } from '../../components/form/notify';
import type { SaveMessages } from '../../components/form/use-entity-editor';
import { OneFieldListPage } from '../../components/master-list/one-field-list-page';

// The category drawer's toast texts.
const categoryMessages: SaveMessages = {
  created: 'Category added successfully!',
  updated: 'Category updated successfully!',
  failure: (error, isUpdate) =>
    standardFailure(isUpdate ? 'Failed to update category.' : 'Failed to add category.')(error),
};

export function CategoriesPage() {
  return (
    <OneFieldListPage
      routes={categoryRoutes}
      schema={categoryInputSchema}
      recordType="category"
      field="name"
      toValue={(row: Category) => row.name}
      noun="Category"
      fieldLabel="Category Name"
      label="Categories"
      searchPlaceholder="Search by category name"
      render={(row) => row.name}
      describe={(row) => `category ${row.name}`}
      rowLabel={(row) => row.name}
      messages={categoryMessages}
    />
  );
}
