import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { useWipeDemo } from '../../api/settings';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';

/** On every screen of the sample shop: what it is, and the one step that wipes it. */
export function DemoBanner() {
  const wipe = useWipeDemo();
  const navigate = useNavigate();
  const confirmWipe = () =>
    modals.openConfirmModal({
      title: 'Wipe the sample data?',
      children: (
        <Text size="sm">
          Every product, customer, supplier, invoice and payment of the demo shop is deleted, and you set up
          your own shop next.
        </Text>
      ),
      labels: { confirm: 'Wipe sample data', cancel: 'Keep exploring' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        wipe.mutate(undefined, {
          onSuccess: () => {
            notifySuccess('The sample data is wiped. Set up your shop.');
            navigate('/shop-setup', { replace: true });
          },
          onError: (error) =>
            notifyFailure({ title: 'The sample data was not wiped.', detail: describeFailure(error) }),
        }),
    });
  return (
    <Alert color="orange" variant="filled" radius={0} py={6} role="status" aria-label="Demo shop">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          DEMO shop with sample data: nothing here is a real bill.
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="orange"
          onClick={confirmWipe}
          loading={wipe.isPending}
        >
          Wipe sample data
        </Button>
      </Group>
    </Alert>
  );
}
