import '../../components/report-print.css';
import { todayIso } from '@bahi/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDashboard } from '../../api/reports';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { formatDate } from '../../lib/format';
import { monthName } from './chart-scale';
import { DashboardCards, DashboardTiles } from './dashboard-figures';
import { RecentOrdersTable, TopCustomersTable, TopProductsTable } from './dashboard-tables';
import { SalesChart } from './sales-chart';

/** The dashboard from the database, for today on the shop's day (India's, whatever the browser's zone). */
export function DashboardPage() {
  const today = todayIso();
  const dashboard = useDashboard(today);

  if (dashboard.isError) {
    return (
      <LoadFailedAlert
        title="The dashboard could not be loaded"
        error={dashboard.error}
        onRetry={dashboard.refetch}
      />
    );
  }
  if (!dashboard.data) return <Text c="dimmed">Loading...</Text>;

  const data = dashboard.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Figures for {formatDate(data.date)}; "this month" is {monthName(data.date.slice(0, 7))}. Sales include
        GST and leave out cancelled invoices.
      </Text>
      <DashboardTiles dashboard={data} />
      <DashboardCards dashboard={data} />
      <Card withBorder padding="md">
        <Title order={2} size="h5" mb="xs">
          Sales and GST, last twelve months
        </Title>
        <SalesChart months={data.monthly_sales} />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopProductsTable rows={data.top_products} />
        <TopCustomersTable rows={data.top_customers} />
      </SimpleGrid>
      <RecentOrdersTable rows={data.recent_orders} />
    </Stack>
  );
}
