import { ApiError, toApiError } from '../../../api/api-error';

/** GETs a file as a Blob; a failure throws the same ApiError the JSON client throws. */
export async function requestFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new ApiError(0, 'The server could not be reached');
  }
  if (response.ok) return response.blob();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page): toApiError falls back to the status.
  }
  throw toApiError(response.status, body);
}
