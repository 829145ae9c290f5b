import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { gstRateMessages } from './gst-rate-messages';

describe('gstRateMessages.failure', () => {
  it("puts the server's reason in the text", () => {
    expect(gstRateMessages.failure(new ApiError(409, 'GST rate 18% already exists'), false).title).toBe(
      'Failed to add GST Rate: GST rate 18% already exists',
    );
  });
  it('says Unknown error when there is no server reason', () => {
    expect(gstRateMessages.failure(new Error('bug'), false).title).toBe(
      'Failed to add GST Rate: Unknown error',
    );
  });
  it('has its own text when the server cannot be reached', () => {
    expect(gstRateMessages.failure(new ApiError(0, 'offline'), false).title).toBe(
      'Error adding GST Rate. Please try again later.',
    );
  });
});
