import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { registerHealthRoutes } from './health';

/** Every /api route. Each feature adds its register function here. */
export function registerApiRoutes(api: FastifyInstance, db: Db): void {
  registerHealthRoutes(api);
  void db;
}
