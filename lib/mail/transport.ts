import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailChoice } from '@/lib/settings/choices';
import { parseSmtpUrl, type SmtpUrl } from '@/lib/settings/smtp-url';

export type MailMessage = {
  from: string;
  to: string | string[];
  replyTo?: string;
  subject: string;
  /** The message's language, as Content-Language and the HTML's lang. */
  locale: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
  /** `<id@domain>`, the same on every try of one outbox message (lib/mail/compose.tsx). */
  messageId?: string;
  /** A visitor's e-mail: the address mail programs post a one-click unsubscribe to (RFC 8058). */
  unsubscribeUrl?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Ends the mailer's connections once its messages are sent. */
  close(): void;
};

/** How many messages a mailer sends at once, over as many SMTP connections. */
export const MAILER_CONNECTIONS = 4;

// An SMTP server that does not answer gives up long before the worker's claim on the message
// (two minutes) runs out.
const SMTP_TIMEOUT_MS = 20_000;

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    messageId: message.messageId,
    html: message.html,
    text: message.text,
    headers: {
      'Content-Language': message.locale,
      ...(message.unsubscribeUrl && {
        'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    },
    attachments: message.attachments?.map(({ filename, content, contentType }) => ({
      filename,
      content: Buffer.from(content),
      contentType,
    })),
  };
}

/**
 * How the mailer reaches the SMTP server. Only this machine's server may be spoken to in clear:
 * any other gets TLS from the first byte (smtps://) or must offer STARTTLS (smtp://), or the
 * mailer says nothing to it, neither the password nor a message. The certificate is checked
 * against the host's name either way.
 */
export function smtpTransportOptions(smtp: SmtpUrl): SMTPPool.Options {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.implicitTls,
    requireTLS: !smtp.implicitTls && (smtp.requireTls || !smtp.local),
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    auth: smtp.user || smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
    // Pooled: a run of many messages opens a few connections, not one a message. A message the
    // pool cannot send fails at once: the outbox retries it, later, with its own back-off.
    pool: true,
    maxConnections: MAILER_CONNECTIONS,
    maxRequeues: 0,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

/**
 * Sends the site's e-mail: through the SMTP server of SMTP_URL, or, in development and tests,
 * into a folder as .eml files that `npm run mail` lists.
 */
export function createMailer(choice: Exclude<MailChoice, { kind: 'off' }>): Mailer {
  if (choice.kind === 'smtp') {
    const smtp = parseSmtpUrl(choice.url);
    if ('problem' in smtp) throw new Error(`SMTP_URL ${smtp.problem}.`);
    const transport = nodemailer.createTransport(smtpTransportOptions(smtp));
    return {
      async send(message) {
        await transport.sendMail(toNodemailer(message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = await transport.sendMail(toNodemailer(message));
      await mkdir(choice.dir, { recursive: true, mode: 0o700 });
      // Named by time, so the folder lists in the order the messages were written.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(choice.dir, name), raw as Buffer, { mode: 0o600 });
    },
    close() {},
  };
}
