// Types of build-server.mjs for the TypeScript callers (bench/server-start.ts).
export const serverDistDir: string;
export const serverEntry: string;
export function ensureServerBuilt(): Promise<void>;
