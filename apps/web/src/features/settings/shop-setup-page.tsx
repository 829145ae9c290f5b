import { Button, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useStartDemo } from '../../api/settings';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { BooksStartSection } from './books-start-section';
import { settingsLoadState } from './settings-load-state';
import { ShopDetailsForm } from './shop-details-form';
import { useSettingsForm } from './use-settings-form';

/**
 * First run (docs/product.md, "First run"): until the shop's own details are saved every screen
 * leads here and no document can be issued, so nothing made up ever reaches a bill. The second
 * choice fills a clearly marked sample shop instead.
 */
export function ShopSetupPage() {
  const startDemo = useStartDemo();
  const navigate = useNavigate();
  const details = useSettingsForm({
    failureTitle: 'Failed to save the shop details.',
    onSaved: () => {
      notifySuccess('Your shop is set up. You can start billing.');
      navigate('/', { replace: true });
    },
  });

  const explore = () =>
    startDemo.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) =>
        notifyFailure({ title: 'Sample data was not loaded.', detail: describeFailure(error) }),
    });

  const notReady = settingsLoadState(details.settings);
  if (notReady) return notReady;
  if (details.settings.data?.configured) return <Navigate to="/" replace />;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={2}>Set up your shop</Title>
          <Text c="dimmed">
            These details print on every invoice. Invoices can be issued once they are saved; everything can
            be changed later in Settings.
          </Text>
        </div>
        <BooksStartSection />
        <ShopDetailsForm details={details} submitLabel="Save and start billing" />
        <Divider label="or" />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" maw={560}>
            Just looking? Explore a sample shop with products and customers. It is marked DEMO on every screen
            and PDF, and can be wiped in one step when you are ready to set up your own.
          </Text>
          <Button variant="light" onClick={explore} loading={startDemo.isPending}>
            Explore with sample data
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
