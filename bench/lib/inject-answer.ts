import type { FastifyInstance } from 'fastify';

// A GET through app.inject whose answer is read as a client reads it off a socket: its bytes, as
// the server wrote them. By default light-my-request also joins those bytes into one buffer and
// decodes them into a string (`response.body`) the moment the answer ends, inside the request's
// timing: for the 1.2 MB stock report about 7 ms of this process's CPU in a profile
// (docs/performance.md), the harness's work, not the server's. With payloadAsStream it hands the
// chunks over unjoined; only a refusal is decoded, to say what went wrong.

export type InjectedAnswer = { statusCode: number; bytes: number };

export async function injectAnswer(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<InjectedAnswer> {
  const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  let bytes = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream() as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (response.statusCode !== 200) chunks.push(chunk);
  }
  if (response.statusCode !== 200) {
    throw new Error(`${url} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`);
  }
  return { statusCode: response.statusCode, bytes };
}
