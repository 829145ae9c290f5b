import { z } from 'zod';
import { emailField, newPasswordField, roleField } from './auth';
import { recordVersion, requiredText, versionField } from './fields';

// The Users and API tokens screens of the Owner.

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleField,
  active: z.boolean(),
  /** Set while repeated wrong passwords keep the account locked. */
  locked_until: z.string().nullable(),
  created_at: z.string(),
  version: recordVersion(),
});

export const userCreateInputSchema = z.object({
  email: emailField(),
  name: requiredText('Name', 100),
  role: roleField,
  password: newPasswordField(),
});

export const userUpdateInputSchema = z.object({
  name: requiredText('Name', 100),
  role: roleField,
  active: z.boolean({ error: 'Active must be true or false' }),
  version: versionField(),
});

export const passwordResetInputSchema = z.object({ password: newPasswordField('New password') });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleField,
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const apiTokenInputSchema = z.object({
  name: requiredText('Token name', 100),
  role: roleField,
});

/** The answer of POST /api/tokens: the only time the token itself is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

export type User = z.output<typeof userSchema>;
export type UserCreateInput = z.input<typeof userCreateInputSchema>;
export type UserCreateValues = z.output<typeof userCreateInputSchema>;
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;
export type UserUpdateValues = z.output<typeof userUpdateInputSchema>;
export type ApiToken = z.output<typeof apiTokenSchema>;
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;
