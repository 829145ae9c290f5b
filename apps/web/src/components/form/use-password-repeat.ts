import { type ChangeEvent, useState } from 'react';

/**
 * A new password typed a second time, so a slip of the finger is caught before it is set: the
 * repeat box's props, and the check on submit that says under it when the two differ.
 */
export function usePasswordRepeat() {
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    inputProps: {
      autoComplete: 'new-password',
      value: repeat,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setRepeat(event.currentTarget.value),
    },
    /** Whether the repeat is the password; when not, its box says so. */
    matches(password: string): boolean {
      const differs = password !== repeat;
      setError(differs ? 'The two passwords differ' : undefined);
      return !differs;
    },
    clear: () => setRepeat(''),
  };
}
