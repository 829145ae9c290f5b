import type { FastifyReply, FastifyRequest } from 'fastify';
import { credentialsOf } from './credentials';
import type { SignIn } from './sign-in';

// Swagger UI (/api/docs) and the OpenAPI description run every call, so they are for signed-in
// users only. The page sends the browser to sign in and back; "Try it out" then sends the session
// cookie like the app does (and each call still checks the role).

export function requireSignIn(signIn: SignIn, kind: 'page' | 'json') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await signIn(credentialsOf(request));
    if (!('refusal' in result)) return;
    if (kind === 'page') return reply.redirect(`/login?next=${encodeURIComponent('/api/docs')}`);
    return reply.status(401).send({ message: result.refusal });
  };
}
