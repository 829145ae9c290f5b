import { MAX_ID } from '@bahi/domain/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DISK_FULL_MESSAGE, describeStorageProblem, storageProblemOf } from '../db/storage-errors';
import { type FieldErrors, HttpError, ImportRefusedError, TooManyRequestsError } from './errors';
import { isForeignKeyViolation } from './foreign-key-violation';
import { isUniqueViolation, uniqueViolationAnswer } from './unique-violation';

/**
 * One place decides what every failure looks like on the wire:
 * { message, errors?: { field: [messages] } }. Bad input is never a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || request.routeOptions.url || '';
        errors[field] ??= [];
        errors[field].push(issue.message ?? 'Invalid value');
      }
      // A body that breaks a rule is a validation failure (422); a bad query string or path
      // parameter means the request itself is malformed (400).
      const status = error.validationContext === 'body' ? 422 : 400;
      // A path id above the largest id the database holds is well-formed but names no record.
      if (
        error.validationContext === 'params' &&
        error.validation.every((issue) => issue.keyword === 'too_big')
      ) {
        return reply.status(404).send({ message: `No record has this id (ids go up to ${MAX_ID})`, errors });
      }
      const firstMessage = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(status).send({ message: firstMessage, errors });
    }
    if (error instanceof HttpError) {
      // The server's own trouble (503): the log keeps the error underneath.
      if (error.statusCode >= 500) request.log.error(error.cause ?? error);
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof ImportRefusedError ? { problems: error.problems } : {}),
      });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send(uniqueViolationAnswer(error));
    }
    if (isForeignKeyViolation(error)) {
      return reply
        .status(409)
        .send({ message: 'Other records refer to this one or were changed meanwhile; nothing was changed' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply.status(statusCode).send({ message: clientErrorMessage(error) });
    }
    const storage = storageProblemOf(error);
    if (storage) {
      // The real error goes to the log; the answer says what the shop can do about it.
      request.log.error(error);
      if (storage === 'disk-full') return reply.status(507).send({ message: DISK_FULL_MESSAGE });
      return reply
        .status(503)
        .send({ message: `The database cannot be used: ${describeStorageProblem(error)}` });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  return error.message;
}
