import { Stack, Text } from '@mantine/core';
import { useProductLookup } from '../../api/lookups';
import { CustomerPriceListSection } from './customer-price-list-section';
import { PriceLevelSection, usePriceLevels } from './price-level-section';

// /price-lists: the price levels with their rates per product, and each customer's level and own
// rates (docs/product.md, "Price lists").

export function PriceListsPage() {
  const products = useProductLookup();
  const levels = usePriceLevels();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        An invoice line for a customer starts at their own rate for the product, else their price level's,
        else the product's Rate.
      </Text>
      <PriceLevelSection levels={levels} products={products} />
      <CustomerPriceListSection levels={levels} products={products} />
    </Stack>
  );
}
