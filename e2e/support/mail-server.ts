import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A mail server for the journeys that e-mail documents: it takes any message without sign-in or
// TLS, as the shop's mail settings then name it, and keeps each one parsed for the test to read.

export type MailServer = { port: number; received: ParsedMail[]; stop: () => Promise<void> };

/** A mail server on a free port that keeps every message it receives, parsed. */
export async function startMailServer(): Promise<MailServer> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, stop: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}
