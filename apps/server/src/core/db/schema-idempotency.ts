// Table types of the idempotency keys (migration 2026-11-24T1500).

export type IdempotencyKeyTable = {
  actor: string;
  key: string;
  route: string;
  request_hash: string;
  status: number;
  response: string;
  created_at: string;
};
