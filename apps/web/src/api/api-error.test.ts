import { describe, expect, it } from 'vitest';
import { ApiError, NO_SUCH_RECORD, serverMessage, toApiError } from './api-error';

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
  it("words an address that names no record for a person, not with the API's rule for ids", () => {
    const badId = toApiError(400, {
      message: 'id must be a whole number from 1 to 2147483647',
      errors: { id: ['id must be a whole number from 1 to 2147483647'] },
    });
    expect(badId.message).toBe(NO_SUCH_RECORD);
    expect(
      toApiError(400, { message: 'customer_id must be a whole number from 1 to 2147483647' }).message,
    ).toBe(NO_SUCH_RECORD);
    expect(toApiError(404, { message: 'No record has this id (ids go up to 2147483647)' }).message).toBe(
      NO_SUCH_RECORD,
    );
    expect(toApiError(404, { message: 'Invoice 42 not found' }).message).toBe('Invoice 42 not found');
    expect(toApiError(400, { message: 'limit must be a whole number from 1 to 500' }).message).toBe(
      'limit must be a whole number from 1 to 500',
    );
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
