import {
  authSettingsInputSchema,
  authSettingsSchema,
  changePasswordInputSchema,
  loginInputSchema,
  meSchema,
  setupInputSchema,
  setupStatusSchema,
} from '../schemas/auth';
import { createCall } from './calls';
import { ACCESS, PUBLIC } from './roles';
import { defineRoute } from './route';

// Signing in and out. The session is an HttpOnly cookie the server keeps in its database; scripts
// send an API token as "Authorization: Bearer" instead (see ./users).

const tags = ['Sign-in'] as const;

export const authRoutes = {
  setupStatus: defineRoute({
    method: 'GET',
    path: '/auth/setup',
    tags,
    summary: 'Whether the first owner still has to be created (the setup page asks)',
    success: { status: 200, schema: setupStatusSchema },
    errors: [],
    roles: PUBLIC,
  }),
  setup: createCall({
    path: '/auth/setup',
    tags,
    summary: 'Create the first owner with the token of the one-time setup link the server printed; signs in',
    body: setupInputSchema,
    schema: meSchema,
    errors: [400, 403, 409, 422],
    roles: PUBLIC,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    tags,
    summary: 'Sign in: sets the HttpOnly session cookie',
    body: loginInputSchema,
    success: { status: 200, schema: meSchema },
    errors: [400, 401, 422, 429],
    roles: PUBLIC,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tags,
    summary: 'Sign out: ends this session and clears its cookie',
    success: { status: 204 },
    errors: [],
    roles: ACCESS.anyone,
  }),
  logoutEverywhere: defineRoute({
    method: 'POST',
    path: '/auth/logout-everywhere',
    tags,
    summary: 'End every session of the signed-in user, on every device, this one too',
    success: { status: 204 },
    errors: [],
    roles: ACCESS.anyone,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/auth/me',
    tags,
    summary: 'Who is signed in',
    success: { status: 200, schema: meSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/auth/password',
    tags,
    summary: "Change one's own password (ends the user's other sessions)",
    body: changePasswordInputSchema,
    success: { status: 204 },
    errors: [400, 422],
    roles: ACCESS.anyone,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/auth/settings',
    tags,
    summary: 'Sign-in settings: hours of inactivity after which a session ends',
    success: { status: 200, schema: authSettingsSchema },
    errors: [],
    roles: ACCESS.owner,
  }),
  changeSettings: defineRoute({
    method: 'PUT',
    path: '/auth/settings',
    tags,
    summary: 'Change the sign-in settings',
    body: authSettingsInputSchema,
    success: { status: 200, schema: authSettingsSchema },
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
} as const;
