import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  url: string;
  port: number;
  /** Every message received, parsed, in the order it arrived. */
  received: ParsedMail[];
  /** The user names that sent AUTH, whatever the channel: a server that takes any password. */
  logins: string[];
  close(): Promise<void>;
};

type SmtpServerOptions = {
  /** TLS from the first byte (smtps://) with this key and certificate; none offers no TLS at all. */
  tls?: { key: string; cert: string };
};

/**
 * A real SMTP server on a loopback port that keeps what it receives, for the tests to read. It
 * offers no STARTTLS, and takes any login even in clear: what a path attacker who strips STARTTLS
 * would look like to the mailer.
 */
export async function startSmtpServer(
  port = 0,
  { tls }: SmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
    // Loopback only: no reverse DNS lookup of the client.
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that gives up mid-handshake is the tests' point, not the server's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `${tls ? 'smtps' : 'smtp'}://127.0.0.1:${bound}`,
    port: bound,
    received,
    logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
