import { z } from 'zod';
import { ROLES } from '../contract/roles';
import { requiredText } from './fields';

// Users, sessions and API tokens: what the login, setup, users and tokens screens send, with the
// messages they show (docs/product.md, "Users and roles").

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** An e-mail address as people type it; kept in lower case so "Asha@Shop.in" is one account. */
export function emailField(label = 'Email') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(254, `${label} must be at most 254 characters`)
    .refine((value) => z.regexes.email.test(value), `${label} must be a valid email address`)
    .transform((value) => value.toLowerCase());
}

/** A new password: long enough to resist guessing, not trimmed (spaces are characters). */
export function newPasswordField(label = 'Password') {
  return z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

export const roleField = z.enum(ROLES, { error: 'Role must be Owner, Accountant, Billing or Viewer' });

export const loginInputSchema = z.object({
  email: emailField(),
  // Any length is checked against the stored hash; the limit only bounds the work.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

/** Who is signed in: GET /api/auth/me, and the answer of login and setup. */
export const meSchema = z.object({
  id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  role: roleField,
});

export const setupStatusSchema = z.object({ needs_setup: z.boolean() });

/** The first owner, created through the one-time link the server prints on first start. */
export const setupInputSchema = z.object({
  token: z.string({ error: 'The setup link is incomplete' }).min(1, 'The setup link is incomplete').max(200),
  email: emailField(),
  name: requiredText('Name', 100),
  password: newPasswordField(),
});

export const changePasswordInputSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH),
  new_password: newPasswordField('New password'),
});

export const MIN_IDLE_HOURS = 1;
export const MAX_IDLE_HOURS = 720;

export const authSettingsSchema = z.object({ session_idle_hours: z.number().int() });

/** A number, or a form's text of one; anything else (true, [], '') stays as sent and is refused. */
const numberOrNumericText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export const authSettingsInputSchema = z.object({
  session_idle_hours: z.preprocess(
    numberOrNumericText,
    z
      .number({ error: 'Sign out after must be a number of hours' })
      .int(`Sign out after must be a whole number of hours from ${MIN_IDLE_HOURS} to ${MAX_IDLE_HOURS}`)
      .min(
        MIN_IDLE_HOURS,
        `Sign out after must be a whole number of hours from ${MIN_IDLE_HOURS} to ${MAX_IDLE_HOURS}`,
      )
      .max(
        MAX_IDLE_HOURS,
        `Sign out after must be a whole number of hours from ${MIN_IDLE_HOURS} to ${MAX_IDLE_HOURS}`,
      ),
  ),
});

export type LoginInput = z.input<typeof loginInputSchema>;
export type Me = z.output<typeof meSchema>;
export type SetupInput = z.input<typeof setupInputSchema>;
export type SetupValues = z.output<typeof setupInputSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;
export type AuthSettings = z.output<typeof authSettingsSchema>;
