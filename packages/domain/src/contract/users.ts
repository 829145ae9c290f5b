import { z } from 'zod';
import {
  apiTokenInputSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  passwordResetInputSchema,
  userCreateInputSchema,
  userSchema,
  userUpdateInputSchema,
} from '../schemas/users';
import { changeCall, createCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema } from './route';

// The Owner's screens: users (add, role, reset password, deactivate) and API tokens for scripts.

const userTags = ['Users'] as const;
const tokenTags = ['API tokens'] as const;

export const userListSchema = z.object({ data: z.array(userSchema) });
export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });

export const userRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users',
    tags: userTags,
    summary: 'Every user, by name',
    success: { status: 200, schema: userListSchema },
    errors: [],
    roles: ACCESS.owner,
  }),
  create: createCall({
    path: '/users',
    tags: userTags,
    summary: 'Add a user with a role and a first password',
    body: userCreateInputSchema,
    schema: userSchema,
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
  update: changeCall({
    method: 'PUT',
    path: '/users/:id',
    tags: userTags,
    summary: 'Change a user’s name, role or whether they may sign in (an active owner must remain)',
    body: userUpdateInputSchema,
    schema: userSchema,
    errors: [400, 404, 422],
    roles: ACCESS.owner,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/users/:id/password',
    tags: userTags,
    summary: 'Set a new password for a user; ends their sessions and lifts a lock-out',
    params: idParamsSchema,
    body: passwordResetInputSchema,
    success: { status: 204 },
    errors: [400, 404, 422],
    roles: ACCESS.owner,
  }),
} as const;

export const apiTokenRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/tokens',
    tags: tokenTags,
    summary: 'Every API token, newest first (the tokens themselves are never shown again)',
    success: { status: 200, schema: apiTokenListSchema },
    errors: [],
    roles: ACCESS.owner,
  }),
  create: createCall({
    path: '/tokens',
    tags: tokenTags,
    summary: 'Create a named token with a role; the answer holds the token, shown this once',
    body: apiTokenInputSchema,
    schema: createdApiTokenSchema,
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/tokens/:id',
    tags: tokenTags,
    summary: 'Revoke a token: it stops working at once',
    params: idParamsSchema,
    success: { status: 204 },
    errors: [400, 404],
    roles: ACCESS.owner,
  }),
} as const;
