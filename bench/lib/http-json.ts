// fetch wrappers that fail loudly: a benchmark that silently times 404s or 422s measures nothing.
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

export async function postJson<T>(url: string, body: unknown, expectedStatus = 201): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization },
    body: JSON.stringify(body),
  });
  if (response.status !== expectedStatus) {
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
