// Imports nothing: the web build's contract module (apps/web/contract-runtime.ts) takes this file
// as it is, beside the route descriptions it keeps without their schemas.

/** '/invoices/:id' with { id: 7 } → '/invoices/7'. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
