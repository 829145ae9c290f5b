import http from 'node:http';
import zlib from 'node:zlib';

// HTTP calls that fail loudly: a benchmark that silently times 404s or 422s measures nothing.
// Calls carry the API token of the app under test (Authorization: Bearer), as a script's would.

let authorization: Record<string, string> = {};

export function useApiToken(token: string): void {
  authorization = { authorization: `Bearer ${token}` };
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: authorization });
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Sockets kept open between the driver's requests, as a browser keeps them. */
const KEPT_ALIVE = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * The load driver's POST: Node's http client on kept-alive sockets, asking for compression as a
 * browser does (the server compresses its answer as it would for the web app), the answer's
 * bytes read and not decoded. fetch cost this driver about 2 ms of CPU a request, gunzipping and
 * parsing answers nobody reads, on the two cores the app under test also runs on
 * (docs/performance.md). Fails unless the answer has the expected status.
 */
export function postForStatus(url: string, body: unknown, expectedStatus = 201): Promise<void> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: KEPT_ALIVE,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...authorization,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === expectedStatus) return resolve();
          const encoding = response.headers['content-encoding'];
          reject(
            new Error(
              `POST ${url} answered ${response.statusCode}: ${readable(Buffer.concat(chunks), encoding)}`,
            ),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function readable(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}
