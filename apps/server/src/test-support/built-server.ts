import { cliEntry, ensureServerBuilt, serverEntry } from '../../../../scripts/lib/build-server.mjs';

// Tests that start the server in a process of its own start it as `npm start` does: Node on the
// bundle scripts/lib/build-server.mjs compiles. Through tsx, main.ts took about 5.5 s of processor
// to start on the 2-core CI machine, against 2 s built, and the suite starts it some thirty times.

/** Node's arguments that start the built server (main.ts as bundled). */
export const BUILT_SERVER_ARGS: readonly string[] = [serverEntry];

/** Node's arguments that run a command-line tool as `npm run` runs it, built beside the server. */
export function builtCliArgs(name: 'backup' | 'restore' | 'verify-log'): readonly string[] {
  return [cliEntry(name)];
}

const building = Symbol.for('bahi.test.serverBuilt');

/**
 * Vitest global setup of the API projects: builds the server when its sources changed. Both
 * projects' setups run in one process, so they share one build.
 */
export async function setup(): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, Promise<void> | undefined>;
  holder[building] ??= ensureServerBuilt();
  await holder[building];
}
