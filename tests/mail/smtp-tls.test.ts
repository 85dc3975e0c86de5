import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSmtpUrl, type SmtpUrl } from '@/lib/settings/smtp-url';
import { createMailer, smtpTransportOptions, type MailMessage } from '@/lib/mail/transport';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

// The SMTP password and every lead the notices carry cross the network only encrypted: a server
// that does not offer TLS (or whose offer a path attacker strips) hears nothing from the mailer,
// unless it is this machine.

const message: MailMessage = {
  from: 'site@lumen.example',
  to: 'sales@lumen.example',
  subject: 'New lead',
  locale: 'en',
  html: '<p>Marie Curie, marie@example.com</p>',
  text: 'Marie Curie, marie@example.com',
};

let server: TestSmtpServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function read(url: string): SmtpUrl {
  const smtp = parseSmtpUrl(url);
  if ('problem' in smtp) throw new Error(smtp.problem);
  return smtp;
}

describe('the mailer’s TLS', () => {
  it('requires STARTTLS and a checked certificate of a remote smtp:// server, and TLS from the first byte for smtps://', () => {
    const remote = smtpTransportOptions(read('smtp://site:pw@smtp.example.com:587'));
    expect(remote).toMatchObject({ secure: false, requireTLS: true });
    expect(remote.tls).toMatchObject({ rejectUnauthorized: true });
    const implicit = smtpTransportOptions(read('smtps://site:pw@smtp.example.com'));
    expect(implicit).toMatchObject({ secure: true });
    expect(implicit.tls).toMatchObject({ rejectUnauthorized: true });
    expect(smtpTransportOptions(read('smtp://127.0.0.1:25'))).toMatchObject({ requireTLS: false });
  });

  it('sends neither the password nor the message to a remote server that offers no STARTTLS', async () => {
    server = await startSmtpServer();
    // What production does for a remote host; the server is on 127.0.0.1 only because a test
    // machine has no other, so the URL's host is taken as remote.
    const smtp = { ...read(`smtp://site:s3cret@127.0.0.1:${server.port}`), local: false };
    const transport = nodemailer.createTransport(smtpTransportOptions(smtp));
    try {
      const { from, to, subject, text } = message;
      await expect(transport.sendMail({ from, to, subject, text })).rejects.toThrow(/STARTTLS/);
    } finally {
      transport.close();
    }
    expect(server.logins).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('talks in clear to this machine’s own server, password and message included', async () => {
    server = await startSmtpServer();
    const mailer = createMailer({
      kind: 'smtp',
      url: `smtp://site:s3cret@127.0.0.1:${server.port}`,
      from: 'site@lumen.example',
    });
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
    }
    expect(server.logins).toEqual(['site']);
    expect(server.received.map((mail) => mail.subject)).toEqual(['New lead']);
  });

  it('refuses an smtps:// server whose certificate nobody vouches for, even on this machine', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          'key.pem',
          '-out',
          'cert.pem',
        ],
        { cwd: dir, stdio: 'pipe' },
      );
      server = await startSmtpServer(0, {
        tls: {
          key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
          cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
        },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const url = `smtps://site:s3cret@127.0.0.1:${server.port}`;
    const mailer = createMailer({ kind: 'smtp', url, from: 'site@lumen.example' });
    try {
      await expect(mailer.send(message)).rejects.toThrow(/self-signed|certificate/i);
    } finally {
      mailer.close();
    }
    expect(server.logins).toEqual([]);
    expect(server.received).toEqual([]);
  });
});
