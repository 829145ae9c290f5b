import { ApiError, toApiError } from './api-error';

// One small fetch client for the whole app: JSON in, JSON out, and an ApiError for anything
// that is not a 2xx so screens can show the server's words on the right fields.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | undefined>;

export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `/api/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

export async function requestJson<T>(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached');
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    requestJson<T>('GET', buildUrl(path, params), undefined, signal),
  post: <T>(path: string, body: unknown) => requestJson<T>('POST', buildUrl(path), body),
  put: <T>(path: string, body: unknown) => requestJson<T>('PUT', buildUrl(path), body),
  delete: (path: string) => requestJson<void>('DELETE', buildUrl(path)),
};
