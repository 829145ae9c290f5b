import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Writing an answer "as built" by its handler, without checking it against the contract's schema
 * on the way out. Every other answer is checked (and copied) field by field by zod, which cost the
 * invoice detail about a fifth of its CPU per request (docs/performance.md); the invoice list and
 * an invoice are the reads a clerk makes all day, and their presenters build every field by hand.
 * So do the stock report's and the outstanding report's, whose 5,000 rows zod took 1.7 and 2.5 ms
 * to check on top of writing them.
 *
 * Under test (`checkAnswers`) such an answer is still checked, and the check must leave it as it
 * was: a field the contract does not name (which zod would have dropped), a missing field or one
 * of another type fails the test that asked. Refusals (4xx, 5xx) are always checked.
 */
export function answerAsBuiltCompiler(checkAnswers: boolean): typeof serializerCompiler {
  return (route) => {
    const checked = serializerCompiler(route);
    if (!String(route.httpStatus).startsWith('2')) return checked;
    if (!checkAnswers) return (data) => JSON.stringify(data);
    return (data) => {
      const asBuilt = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(checked(data)), JSON.parse(asBuilt))) {
        throw new Error(
          `${route.method} ${route.url} answered other than its schema says (a field it does not name?)`,
        );
      }
      return asBuilt;
    };
  };
}
