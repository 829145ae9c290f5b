import { describe, expect, it } from 'vitest';
import { authSettingsInputSchema } from './auth';

// Sign out after takes a whole number of hours, or a form's text of one; never true, which a
// coercing parse would store as 1 hour.

describe('sign-in settings input', () => {
  it('takes a number or its text', () => {
    expect(authSettingsInputSchema.parse({ session_idle_hours: 12 })).toEqual({ session_idle_hours: 12 });
    expect(authSettingsInputSchema.parse({ session_idle_hours: '8' })).toEqual({ session_idle_hours: 8 });
  });

  it('refuses true, an empty text and other values, naming the field', () => {
    for (const value of [true, false, '', [], null, '1e400x']) {
      const parsed = authSettingsInputSchema.safeParse({ session_idle_hours: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['session_idle_hours']);
      expect(parsed.error?.issues[0]?.message).toBe('Sign out after must be a number of hours');
    }
  });
});
