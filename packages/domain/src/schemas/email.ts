import { z } from 'zod';
import { hasNoControlCharacters, optionalText, recordVersion, requiredText, versionField } from './fields';

// E-mail (docs/api.md, "E-mail"): the shop's mail server (SMTP), set by the owner, and invoices
// sent from it with their PDF attached. The password is kept but never answered back.

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

const EMAIL = z.regexes.email;

function requiredEmail(label: string) {
  return requiredText(label, 254).refine(
    (value) => EMAIL.test(value),
    `${label} must be a valid email address`,
  );
}

/** PUT /api/settings/email. A blank password keeps the one saved. */
export const emailSettingsInputSchema = z.object({
  host: requiredText('SMTP Server', 253).refine(
    (value) => /^[A-Za-z0-9.-]+$/.test(value),
    'SMTP Server must be a host name such as smtp.gmail.com',
  ),
  port: z.coerce
    .number({ error: 'Port must be a number from 1 to 65535' })
    .int('Port must be a number from 1 to 65535')
    .min(1, 'Port must be a number from 1 to 65535')
    .max(65535, 'Port must be a number from 1 to 65535'),
  security: z.enum(SMTP_SECURITY, { error: 'Security must be tls, starttls or none' }),
  username: optionalText('Username', 254),
  password: optionalText('Password', 500),
  from_address: requiredEmail('From address'),
  from_name: optionalText('From name', 200),
  version: versionField(),
});

export type EmailSettingsInput = z.output<typeof emailSettingsInputSchema>;

export const emailSettingsSchema = z.object({
  /** false until the owner has saved a mail server: nothing can be e-mailed. */
  configured: z.boolean(),
  host: z.string(),
  port: z.number(),
  security: z.enum(SMTP_SECURITY),
  username: z.string().nullable(),
  /** Whether a password is saved (it is never answered back). */
  password_set: z.boolean(),
  from_address: z.string(),
  from_name: z.string().nullable(),
  updated_at: z.string(),
  version: recordVersion(),
});

export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** POST /api/invoices/{id}/email. */
export const invoiceEmailInputSchema = z.object({
  to: requiredEmail('To'),
  message: z
    .string({ error: 'Message must be text' })
    .max(2000, 'Message must be at most 2000 characters')
    .refine(
      (value) => hasNoControlCharacters(value.replaceAll(/\r?\n/g, ' ')),
      'Message must not contain control characters',
    )
    .optional(),
});

export type InvoiceEmailInput = z.output<typeof invoiceEmailInputSchema>;

export const invoiceEmailSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  sent_to: z.string(),
  subject: z.string(),
  sent_at: z.string(),
  user_name: z.string(),
});

export type InvoiceEmail = z.infer<typeof invoiceEmailSchema>;
