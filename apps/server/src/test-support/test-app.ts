import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db, DialectKind } from '../db/database';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; db: Db; dialect: DialectKind; close: () => Promise<void> };

/** The real app on a fresh real database, for API tests through app.inject(). */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    dialect: database.dialect,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
