import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  url: string;
  port: number;
  /** Every message received, parsed, in the order it arrived. */
  received: ParsedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a loopback port that keeps what it receives, for the tests to read. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Loopback only: no reverse DNS lookup of the client.
    disableReverseLookup: true,
    logger: false,
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
