import { assertSafeInteger, toSafeNumber } from './exact';
import type { Paise } from './money';

/**
 * Shares a total out in proportion to non-negative weights so the parts add up exactly to the total
 * (largest remainder method). Each part first gets the floor of its exact share; the paise left
 * over go one each to the largest remainders, ties to the earlier index, so the result is
 * deterministic. With all weights 0 the total is shared equally the same way.
 */
export function allocateProportionally(total: Paise, weights: readonly number[]): Paise[] {
  for (const weight of weights) assertSafeInteger(weight, 'Weight');
  return allocateByBigWeights(
    total,
    weights.map((weight) => BigInt(weight)),
  );
}

/**
 * allocateProportionally with exact BigInt weights, for weights that are fractions brought to a
 * common denominator (the tax-inclusive amounts of MRP lines) and may pass the safe integer range.
 */
export function allocateByBigWeights(total: Paise, weights: readonly bigint[]): Paise[] {
  assertSafeInteger(total, 'Total');
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot share a non-zero total over no parts');
    return [];
  }
  for (const weight of weights) {
    if (weight < 0n) throw new RangeError(`Weights must not be negative, got ${weight}`);
  }
  const allZero = weights.every((weight) => weight === 0n);
  const big = weights.map((weight) => (allZero ? 1n : weight));
  const weightSum = big.reduce((sum, weight) => sum + weight, 0n);
  // Work on the magnitude so a negative total (a refund) is shared the same way, mirrored.
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const parts = big.map((weight) => (magnitude * weight) / weightSum);
  const remainders = big.map((weight, index) => ({ index, remainder: (magnitude * weight) % weightSum }));
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => toSafeNumber(part * sign));
}
