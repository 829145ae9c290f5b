import { errorResponseSchema, MAX_ID } from '@bahi/domain/schemas';
import { z } from 'zod';

// Pieces every catalogue route declares, so that the OpenAPI description lists each status a call
// can answer with its body shape.

const ID_MESSAGE = `id must be a whole number from 1 to ${MAX_ID}`;

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
});

export const noContentSchema = z.null().describe('No content');

type ErrorStatus = 400 | 404 | 409 | 422;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed request (bad JSON, query or path parameter)',
  404: 'No such record',
  409: 'Refused because other records refer to this one',
  422: 'A field breaks a rule; errors lists the messages per field',
};

/** The error statuses of a route, each answered as { message, errors? }. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  const responses = {} as Record<S, typeof errorResponseSchema>;
  for (const status of statuses) responses[status] = errorResponseSchema.describe(ERROR_DESCRIPTIONS[status]);
  return responses;
}
