import { priceListRoutes } from '@bahi/domain/contract';
import type { PriceLevel } from '@bahi/domain/schemas';
import { Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import type { ProductChoice as Product } from './product-choice';
import { levelOptions, type RateRow, toRateRows, toRatesBody } from './rate-rows';
import { RatesEditor } from './rates-editor';
import { PRICE_LEVELS_KEY, useRatesSave } from './use-rates-save';

// Price levels (Retailer, Wholesaler): pick one to change its name and rates, or "New level".

const NEW = 'new';

export function usePriceLevels() {
  return useQuery({
    queryKey: PRICE_LEVELS_KEY,
    queryFn: () => callApi(priceListRoutes.levels).then((answer) => answer.data),
  });
}

export function PriceLevelSection({
  levels,
  products,
}: {
  levels: UseQueryResult<PriceLevel[]>;
  products: UseQueryResult<Product[]>;
}) {
  const [chosen, setChosen] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<RateRow[]>([]);
  const choose = (value: string | null) => {
    const level = levels.data?.find((candidate) => String(candidate.id) === value);
    setChosen(level ? String(level.id) : NEW);
    setName(level?.name ?? '');
    setRows(level ? toRateRows(level.rates, products.data) : []);
    saving.setErrors({});
  };
  const body = () => ({ name, rates: toRatesBody(rows) });
  const saving = useRatesSave(
    () =>
      chosen === NEW
        ? callApi(priceListRoutes.createLevel, { body: body() })
        : callApi(priceListRoutes.updateLevel, { params: { id: Number(chosen) }, body: body() }),
    'Price level saved',
    (level) => setChosen(String(level.id)),
  );
  const options = levelOptions({ value: NEW, label: 'New level' }, levels.data);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>Price levels</Title>
        <Group align="flex-end">
          <Select label="Price level" data={options} value={chosen} onChange={choose} allowDeselect={false} />
          <TextInput
            label="Level name"
            placeholder="Wholesaler"
            value={name}
            error={saving.errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </Group>
        <RatesEditor
          label={`Rates of ${name || 'the new level'}`}
          rows={rows}
          onChange={setRows}
          products={products}
          saving={saving}
          saveLabel="Save level"
        />
      </Stack>
    </Paper>
  );
}
