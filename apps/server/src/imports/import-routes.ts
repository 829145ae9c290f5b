import { importRoutes } from '@bahi/domain/contract';
import { IMPORT_KINDS, type ImportKind, isImportKind } from '@bahi/domain/schemas';
import type { ApiRouter } from '../core/http/api-router';
import { NotFoundError } from '../core/http/errors';
import { commitImport, importTemplate, previewImport } from './import-service';

function kindOf(text: string): ImportKind {
  if (isImportKind(text)) return text;
  throw new NotFoundError(`There is no import of "${text}": imports are of ${IMPORT_KINDS.join(', ')}`);
}

export function registerImportRoutes(api: ApiRouter): void {
  api.add(importRoutes.template, async ({ params }) => importTemplate(kindOf(params.kind)));
  api.add(importRoutes.preview, ({ ctx, params, body }) => previewImport(ctx, kindOf(params.kind), body));
  api.add(importRoutes.commit, ({ ctx, params, body }) => commitImport(ctx, kindOf(params.kind), body));
}
