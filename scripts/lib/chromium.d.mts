// Types of chromium.mjs for the TypeScript callers (e2e/playwright.config.ts).
export function chromiumPath(): string;
