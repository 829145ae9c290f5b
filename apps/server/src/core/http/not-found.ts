import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// A request Fastify has no route for. Under /api an address that exists for other methods is
// answered 405 with an Allow header naming them (DELETE /api/settings: "Allow: GET, HEAD, PUT"),
// so a client learns it used the wrong method, not a wrong address; anything else is 404. Both
// answer { message } like every other refusal.

export type KnownRoute = { method: string; url: string };

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** True when a concrete path ('/api/invoices/7') fits a route's URL ('/api/invoices/:id'). */
export function pathFits(url: string, path: string): boolean {
  const wanted = url.split('/');
  const given = path.split('/');
  for (let index = 0; index < wanted.length; index += 1) {
    const part = wanted[index] ?? '';
    // A wildcard takes the rest of the path, even nothing.
    if (part === '*') return true;
    const segment = given[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) {
      if (segment === '') return false;
    } else if (part !== segment) {
      return false;
    }
  }
  return wanted.length === given.length;
}

/**
 * The methods the API answers at a path, in the usual order; none for an unknown address. Only
 * API routes count: the web app's page fallback (GET /*) fits every path. A path some route names
 * word for word ('/api/invoices/next-number') is that route's address alone: that it also fits
 * '/api/invoices/:id' is an accident of spelling, not a second resource.
 */
export function allowedMethods(routes: readonly KnownRoute[], path: string): string[] {
  if (!path.startsWith('/api/')) return [];
  const fitting = routes.filter((route) => route.url.startsWith('/api/') && pathFits(route.url, path));
  const named = fitting.filter((route) => route.url === path);
  const methods = new Set((named.length > 0 ? named : fitting).map((route) => route.method));
  return [...methods].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
}

/** Whether a path is some route's URL word for word, over the routes as they stand. */
function namedPathCheck(routes: () => readonly KnownRoute[]): (path: string) => boolean {
  let counted = -1;
  let named = new Set<string>();
  return (path) => {
    const known = routes();
    if (known.length !== counted) {
      named = new Set(known.map((route) => route.url));
      counted = known.length;
    }
    return named.has(path);
  };
}

function answerNoRoute(routes: () => readonly KnownRoute[], request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = allowedMethods(routes(), path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ message: `${path} does not take ${request.method}; it takes ${allowed.join(', ')}` });
  }
  return reply.status(404).send({ message: `No such API route: ${request.method} ${path}` });
}

/**
 * Answers requests no route takes: 405 with Allow for a known API address, 404 otherwise. A
 * request Fastify gave to a parameter route (PUT /api/invoices/:id) at a path that another route
 * names word for word (GET /api/invoices/next-number) is answered the same way, before its id is
 * read: "next-number" is not an invoice id that failed a check, it is an address used wrongly.
 */
export function registerNotFound(app: FastifyInstance, routes: () => readonly KnownRoute[]): void {
  app.setNotFoundHandler((request, reply) => answerNoRoute(routes, request, reply));
  const isNamedPath = namedPathCheck(routes);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.includes(':')) return;
    const path = request.url.split('?')[0] ?? '';
    // Only a path some route names word for word can be refused here; any other path fits the
    // route Fastify chose, with this method. Checked first: walking every route on every
    // request to /api/invoice/:id cost a fifth of that call's CPU.
    if (!isNamedPath(path)) return;
    const allowed = allowedMethods(routes(), path);
    if (allowed.length > 0 && !allowed.includes(request.method)) return answerNoRoute(routes, request, reply);
  });
}
