import type { Dashboard } from '@bahi/domain/schemas';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '../../lib/format';

// The four tiles (this month) and the four cards (today, unpaid, low stock) of the dashboard.
// Each figure is a labelled region so it reads as "Customers: 12" and tests can find it.

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" role="region" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid="figure-value">
        {value}
      </Text>
      {children}
    </Card>
  );
}

export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Figure label="Customers" value={String(dashboard.customers)} />
      <Figure label="Invoices this month" value={String(dashboard.invoices_this_month)} />
      <Figure label="Sales this month" value={formatAmount(dashboard.sales_this_month)} />
      <Figure label="Purchases this month" value={formatAmount(dashboard.purchases_this_month)} />
    </SimpleGrid>
  );
}

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { pending_invoices: pending, low_stock: lowStock } = dashboard;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Figure label="Today's Orders" value={String(dashboard.today_orders)} />
      <Figure label="Today's Sales" value={formatAmount(dashboard.today_sales)} />
      <Figure label="Pending Invoices" value={formatAmount(pending.amount)}>
        {/* Unpaid and Partly paid alike: every invoice with a balance. */}
        <Text size="sm">
          {pending.count === 1 ? '1 invoice with a balance' : `${pending.count} invoices with a balance`}
        </Text>
        {pending.on_account !== 0 && (
          <Text size="sm" c="dimmed">
            Less {formatAmount(pending.on_account)} on account: {formatAmount(pending.balance)} owed
          </Text>
        )}
      </Figure>
      <Figure label="Low Stock Items" value={String(lowStock.count)}>
        <Stack gap={2} mt={4}>
          {lowStock.items.map((item) => (
            <Anchor
              key={item.product_id}
              component={Link}
              to={`/products?search=${encodeURIComponent(item.product_name)}`}
              size="sm"
            >
              {item.product_name}: {item.on_hand} {item.unit} (reorder at {item.reorder_level})
            </Anchor>
          ))}
          {lowStock.count > lowStock.items.length && (
            <Anchor component={Link} to="/products" size="sm" c="dimmed">
              and {lowStock.count - lowStock.items.length} more
            </Anchor>
          )}
        </Stack>
      </Figure>
    </SimpleGrid>
  );
}
