import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

// Text reaching the API must be valid UTF-8 whose strings are whole Unicode: the JSON body, the
// query string and the path. Node would otherwise put U+FFFD in place of broken bytes and keep lone
// surrogates (\ud800), and the database would store a name that no longer reads as the shop typed
// it, or refuse it. Each answers 400 and changes nothing.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A \u escape of a surrogate, the only way one reaches a string from valid UTF-8 text. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function holdsUnpairedSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return UNPAIRED_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnpairedSurrogate);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, field]) => UNPAIRED_SURROGATE.test(key) || holdsUnpairedSurrogate(field),
    );
  }
  return false;
}

/** True when the percent-encoded query string decodes to valid UTF-8 ('%FF' and '%ED%A0%80' do not). */
function isWellEncodedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  try {
    decodeURIComponent(url.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}

/** Fastify's `frameworkErrors`: a path that is not valid percent-encoded UTF-8, in the API's shape. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid UTF-8 text'
      : 'The request could not be read';
  reply.status(400).send({ message });
}

/** Replaces Fastify's JSON parser with one that also refuses broken text, and checks query strings (400). */
export function registerStrictText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isWellEncodedQuery(request.url)) {
      return reply.status(400).send({ message: 'The query string is not valid UTF-8 text' });
    }
  });
  // Fastify's own parser, keeping its refusal of __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'The request body is not valid UTF-8 text'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (SURROGATE_ESCAPE.test(text) && holdsUnpairedSurrogate(value)) {
        return done(
          new HttpError(400, 'The request body holds an unpaired surrogate (\\ud800 and the like)'),
          undefined,
        );
      }
      done(null, value);
    });
  });
}
