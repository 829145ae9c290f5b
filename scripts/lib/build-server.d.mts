// Types of build-server.mjs for the TypeScript callers (bench/server-start.ts, test-support/built-server.ts).
export const serverDistDir: string;
export const serverEntry: string;
export function ensureServerBuilt(): Promise<void>;
/** The command-line tools built beside the server, by name, with their sources. */
export const CLI_SOURCES: Readonly<Record<'backup' | 'restore' | 'verify-log', string>>;
/** The built file of one command-line tool. */
export function cliEntry(name: keyof typeof CLI_SOURCES): string;
