import { useCallback, useMemo, useRef } from 'react';

// One Idempotency-Key per form: every attempt to save the same form (a retry after the connection
// dropped, a second click on Save) sends the same key, so the server saves it once and answers
// the first result again. After a save succeeds the form is a new one and gets a new key.

/** 128 random bits as hex. crypto.randomUUID needs HTTPS or localhost; a shop's LAN may have neither. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type FormKey = {
  /** The key of the form as it is now (made on first use). */
  current(): string;
  /** Forget it after a successful save: the next save is a new record. */
  renew(): void;
};

export function useIdempotencyKey(): FormKey {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= newIdempotencyKey();
    return key.current;
  }, []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return useMemo(() => ({ current, renew }), [current, renew]);
}
