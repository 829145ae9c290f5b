import { priceListRoutes } from '@bahi/domain/contract';
import type { PriceLevel } from '@bahi/domain/schemas';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { useCustomerLookup } from '../../api/lookups';
import { describeParty, LookupPicker } from '../../components/pickers/lookup-picker';
import type { ProductChoice as Product } from './product-choice';
import { levelOptions, type RateRow, toRateRows, toRatesBody } from './rate-rows';
import { RatesEditor } from './rates-editor';
import { useRatesSave } from './use-rates-save';

// One customer's price list: the level they buy at, and their own rates for some products, which
// come before the level's on their invoice lines.

const NONE = 'none';

export function CustomerPriceListSection({
  levels,
  products,
}: {
  levels: UseQueryResult<PriceLevel[]>;
  products: UseQueryResult<Product[]>;
}) {
  const customers = useCustomerLookup();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [level, setLevel] = useState<string>(NONE);
  const [rows, setRows] = useState<RateRow[]>([]);
  const list = useQuery({
    queryKey: ['customer-price-list', customerId],
    queryFn: () => callApi(priceListRoutes.customerPriceList, { params: { id: customerId ?? 0 } }),
    enabled: customerId !== null,
  });
  useEffect(() => {
    if (!list.data) return;
    setLevel(list.data.price_level_id === null ? NONE : String(list.data.price_level_id));
    setRows(toRateRows(list.data.rates, products.data));
  }, [list.data, products.data]);
  const saving = useRatesSave(
    () =>
      callApi(priceListRoutes.setCustomerPriceList, {
        params: { id: customerId ?? 0 },
        body: { price_level_id: level === NONE ? null : Number(level), rates: toRatesBody(rows) },
      }),
    'Customer price list saved',
  );
  const customer = customers.data?.find((candidate) => candidate.id === customerId);
  const options = levelOptions({ value: NONE, label: "None (the product's rate)" }, levels.data);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>Customer rates</Title>
        <LookupPicker
          label="Customer"
          noun="customer"
          lookup={customers}
          renderDetails={describeParty}
          onSelect={(picked) => {
            setCustomerId(picked.id);
            saving.setErrors({});
          }}
        />
        {customer && list.data && (
          <>
            <Select
              label="Customer's price level"
              data={options}
              value={level}
              onChange={(value) => setLevel(value ?? NONE)}
              allowDeselect={false}
              error={saving.errors.price_level_id}
              w={280}
            />
            <Text size="sm" c="dimmed">
              Own rates come first on this customer's invoice lines, then the level's, then the product's.
            </Text>
            <RatesEditor
              label={`Own rates of ${customer.name}`}
              rows={rows}
              onChange={setRows}
              products={products}
              saving={saving}
              saveLabel="Save customer rates"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
