// Table types for Kysely. Each migration that adds a table adds its type here.
// Money columns hold integer paise; dates are 'YYYY-MM-DD' strings; timestamps ISO-8601 UTC strings.

// biome-ignore lint/complexity/noBannedTypes: filled in as tables are added
export type Database = {};
