import os from 'node:os';

// How fast this machine is at this hour, for reading the other benchmarks' figures: the same
// 2-core machine has run them at half its usual speed for hours at a time (docs/performance.md).
// Twenty JSON round trips of 5,000 rows, best of 15 tries; lower is faster.
//   npx tsx bench/machine-speed.ts
const rows = Array.from({ length: 5000 }, (_, i) => ({
  id: i,
  name: `Customer number ${i}`,
  amount: i * 1.5,
  date: '2026-11-27',
  gstin: '22AAAAA0000A1Z5',
  items: [1, 2, 3],
}));
let best = Number.POSITIVE_INFINITY;
for (let attempt = 0; attempt < 15; attempt += 1) {
  const start = performance.now();
  for (let k = 0; k < 20; k += 1) JSON.parse(JSON.stringify(rows));
  best = Math.min(best, performance.now() - start);
}
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`machine speed: ${best.toFixed(1)} ms (JSON round trips, best of 15); load ${load}`);
