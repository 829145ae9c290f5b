import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage, toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps the status, message and field messages of the API error shape', () => {
    const error = toApiError(422, {
      message: 'Product Name is required',
      errors: { name: ['Product Name is required'] },
    });
    expect(error.status).toBe(422);
    expect(error.message).toBe('Product Name is required');
    expect(error.fieldErrors).toEqual({ name: ['Product Name is required'] });
  });
  it('copes with a body that is not the API shape', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('Request failed (502)');
    expect(error.fieldErrors).toEqual({});
  });
  it('accepts a single message where a list was expected', () => {
    expect(toApiError(422, { message: 'x', errors: { gstin: 'Invalid GSTIN' } }).fieldErrors).toEqual({
      gstin: ['Invalid GSTIN'],
    });
  });
});

describe('serverMessage', () => {
  it('is the message of a server refusal and nothing for a network failure', () => {
    expect(serverMessage(new ApiError(409, 'GST rate is in use'))).toBe('GST rate is in use');
    expect(serverMessage(new ApiError(0, 'Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new TypeError('boom'))).toBeUndefined();
  });
});
