import nodemailer from 'nodemailer';
import type { EmailSettingsRow } from './mail-settings-repository';

// One message through the shop's mail server. 'tls' connects encrypted (port 465), 'starttls'
// upgrades a plain connection and refuses to go on without it (port 587), 'none' sends in the
// clear (a server on the shop's own network). A slow or silent server gives up within 20 s rather
// than holding the request open.

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer };
};

export async function sendMail(
  settings: EmailSettingsRow,
  mail: OutgoingMail,
): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({
      from: settings.from_name
        ? { name: settings.from_name, address: settings.from_address }
        : settings.from_address,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: [
        {
          filename: mail.attachment.filename,
          content: mail.attachment.content,
          contentType: 'application/pdf',
        },
      ],
    });
    return { messageId: String(info.messageId ?? '') };
  } finally {
    transport.close();
  }
}
