// What other workspaces (the benchmarks) use of the server: build the app on a migrated database.
export { type AppOptions, buildApp } from './app';
export { createScriptToken } from './auth/script-token';
export { parseDatabaseUrl } from './core/config';
export { createDatabase, type Db, dialectOf } from './core/db/database';
export { migrateToLatest } from './core/db/migrate';
export { refreshPlannerStatistics } from './core/db/planner-statistics';
