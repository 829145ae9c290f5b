import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerAsBuiltCompiler } from './answer-as-built';

// An answer written as built is checked under test and must come out of the check unchanged; in
// service it is written as it is; refusals are always checked.

const schema = z.object({ id: z.number(), name: z.string(), gstin: z.string().nullable() });
const route = (httpStatus: string) => ({ schema, method: 'GET', url: '/api/things/:id', httpStatus });

describe('answers written as built', () => {
  it('under test, passes an answer the schema names exactly, written as built', () => {
    const write = answerAsBuiltCompiler(true)(route('200'));
    expect(write({ name: 'Tea', id: 1, gstin: null })).toBe('{"name":"Tea","id":1,"gstin":null}');
  });

  it('under test, refuses a field the schema does not name, a missing one and one of another type', () => {
    const write = answerAsBuiltCompiler(true)(route('200'));
    expect(() => write({ id: 1, name: 'Tea', gstin: null, password_hash: 'x' })).toThrow(
      /answered other than its schema says/,
    );
    expect(() => write({ id: 1, name: 'Tea' })).toThrow();
    expect(() => write({ id: '1', name: 'Tea', gstin: null })).toThrow();
  });

  it('in service, writes the answer as built without checking it', () => {
    const write = answerAsBuiltCompiler(false)(route('200'));
    expect(write({ id: 1, name: 'Tea', gstin: null, extra: 2 })).toBe(
      '{"id":1,"name":"Tea","gstin":null,"extra":2}',
    );
  });

  it('always checks a refusal, dropping what its schema does not name', () => {
    const write = answerAsBuiltCompiler(false)(route('404'));
    expect(write({ id: 1, name: 'Tea', gstin: null, extra: 2 })).toBe('{"id":1,"name":"Tea","gstin":null}');
    expect(() => write({ id: 1 })).toThrow();
  });
});
