import { Container, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PendingScreen } from '../../components/pending-screen';

// Invoice screens (invoice list, detail, view, customer invoices). The invoice feature replaces
// these exports with its screens; the route table in app/routes.tsx already points here.

export const InvoiceListPage = PendingScreen;
export const InvoiceDetailPage = PendingScreen;
export const InvoiceFormPage = PendingScreen;
export const CustomerInvoicesPage = PendingScreen;
export const ProductRowPage = PendingScreen;

/** The printable view has no shell, so it shows its own title. */
export function InvoiceViewPage() {
  const { id } = useParams();
  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        Invoice #{id}
      </Title>
      <PendingScreen />
    </Container>
  );
}
