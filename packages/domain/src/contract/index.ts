// The typed API contract: every /api call's method, path, request and answer schemas.
export * from './route';
