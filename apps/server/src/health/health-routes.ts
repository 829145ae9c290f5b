import { healthRoutes } from '@bahi/domain/contract';
import { checkReadWrite } from '../core/db/read-write-check';
import { describeStorageProblem } from '../core/db/storage-errors';
import type { ApiRouter } from '../core/http/api-router';
import { HttpError } from '../core/http/errors';

// Up means usable: the database answers a read and commits a write (deleted again). Otherwise 503
// with the cause, so a monitor notices a read-only file or a full disk before the shop does.
export function registerHealthRoutes(api: ApiRouter): void {
  api.add(healthRoutes.check, async ({ ctx }) => {
    try {
      await checkReadWrite(ctx.db);
    } catch (error) {
      const cause = describeStorageProblem(error) ?? (error instanceof Error ? error.message : String(error));
      throw new HttpError(503, `The database cannot be used: ${cause}`, undefined, { cause: error });
    }
    return { status: 'ok' as const };
  });
}
