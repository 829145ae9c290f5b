// A small closed-loop load driver: `concurrency` workers each run one request after another
// until the count or the time is used up. Latency is per request, throughput over the whole run.

export type LoadOptions = {
  concurrency: number;
  /** Stop after this many requests in all. */
  count?: number;
  /** Stop starting new requests after this many milliseconds. */
  durationMs?: number;
  /** One request; index counts from 0 across all workers. Throws on a wrong answer. */
  task: (index: number) => Promise<void>;
};

export type LoadResult = {
  requests: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  perSecond: number;
};

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { concurrency, count = Number.POSITIVE_INFINITY, durationMs = Number.POSITIVE_INFINITY } = options;
  if (!Number.isFinite(count) && !Number.isFinite(durationMs)) throw new Error('Give a count or a duration');
  const durations: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() - started < durationMs) {
      const index = next++;
      const requestStarted = performance.now();
      await options.task(index);
      durations.push(performance.now() - requestStarted);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  const sorted = durations.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
    perSecond: (sorted.length * 1000) / elapsedMs,
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
