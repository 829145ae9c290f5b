import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type RemoveRoutes, useDeleteResource } from '../api/resource';
import { describeFailure, notifyFailure, notifySuccess } from './form/notify';

type DeleteOptions<Row> = {
  /** How the record is named in the question and the toasts: 'GST rate 18%', 'customer Ram Traders'. */
  describe: (row: Row) => string;
};

/**
 * Delete after a confirmation. A refusal (409, e.g. a GST rate still used by products) comes
 * back as the server's own words in a red toast, and the row stays.
 */
export function useDeleteAction<Row extends { id: number }>(
  resource: RemoveRoutes<Row>,
  { describe }: DeleteOptions<Row>,
) {
  const remove = useDeleteResource(resource);
  return (row: Row) => {
    const name = describe(row);
    modals.openConfirmModal({
      title: `Delete ${name}?`,
      children: <Text size="sm">This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => notifySuccess(`Deleted ${name}.`),
          onError: (error) =>
            notifyFailure({ title: `Could not delete ${name}.`, detail: describeFailure(error) }),
        }),
    });
  };
}
