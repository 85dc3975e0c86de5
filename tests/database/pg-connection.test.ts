import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConfig, readCa } from '@/lib/pg-connection';

const setting = 'OUTBOX_DATABASE_URL';
const password = 's3cret-pa55';
const CA_PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('pgConfig', () => {
  it.each([
    'postgres://app:pw@localhost:5432/leads',
    'postgres://app:pw@127.0.0.1:54329/leads',
    'postgres://app:pw@127.8.9.10/leads',
    'postgres://app:pw@[::1]:5432/leads?sslmode=disable',
    'postgresql:///leads',
    'postgres://app@/leads?host=/var/run/postgresql',
    'postgres://app@db.example.com/leads?host=/var/run/postgresql',
  ])('uses the local server of %s as given', (url) => {
    expect(pgConfig(url, { setting, ca: CA_PEM })).toEqual({ connectionString: url });
  });

  it('verifies a remote server against the CA it is given', () => {
    const config = pgConfig(`postgres://app:${password}@db.example.com:6543/leads`, {
      setting,
      ca: CA_PEM,
    });
    expect(config).toEqual({
      connectionString: `postgres://app:${password}@db.example.com:6543/leads`,
      ssl: { rejectUnauthorized: true, ca: CA_PEM },
    });
  });

  it("verifies a remote server against Node's root CAs when it is given none", () => {
    expect(pgConfig('postgres://app@db.example.com/leads', { setting }).ssl).toEqual({
      rejectUnauthorized: true,
    });
  });

  it('treats a `host` parameter naming a remote server as remote', () => {
    expect(pgConfig('postgres://app@localhost/leads?host=db.example.com', { setting })).toEqual({
      connectionString: 'postgres://app@localhost/leads?host=db.example.com',
      ssl: { rejectUnauthorized: true },
    });
    expect(() =>
      pgConfig('postgres://app@/leads?host=db.example.com&sslmode=require', { setting }),
    ).toThrow(setting);
  });

  it('strips the ssl parameters, which pg would let override the TLS settings', () => {
    const url =
      `postgres://app:${password}@db.example.com/leads?sslmode=verify-full&ssl=true` +
      '&application_name=outbox&sslnegotiation=postgres&uselibpqcompat=true&sslcert=/c&sslkey=/k';
    expect(pgConfig(url, { setting, ca: CA_PEM }).connectionString).toBe(
      `postgres://app:${password}@db.example.com/leads?application_name=outbox`,
    );
  });

  it.each([
    'sslmode=disable',
    'sslmode=allow',
    'sslmode=prefer',
    'sslmode=require',
    'sslmode=verify-ca',
    'sslmode=no-verify',
    'ssl=false',
    'ssl=0',
    'sslmode=verify-full&sslmode=require',
  ])('refuses a remote URL with %s', (params) => {
    const url = `postgres://app:${password}@db.example.com/leads?${params}`;
    const error = errorOf(() => pgConfig(url, { setting }));
    expect(error.message).toContain(setting);
    expect(error.message).toMatch(/not be encrypted and verified/);
    expect(error.message).toContain('sslmode=verify-full');
    expect(error.message).toContain('DATABASE_CA_CERT');
    expect(error.message).not.toContain(password);
  });

  it('refuses sslrootcert on a remote URL, the CA being DATABASE_CA_CERT', () => {
    const url = `postgres://app:${password}@db.example.com/leads?sslrootcert=/etc/ca.pem`;
    const error = errorOf(() => pgConfig(url, { setting }));
    expect(error.message).toContain(setting);
    expect(error.message).toContain('DATABASE_CA_CERT');
    expect(error.message).not.toContain(password);
  });

  it.each([`app:${password}@db.example.com/leads`, `mysql://app:${password}@db.example.com/leads`])(
    'refuses %s without repeating it',
    (url) => {
      const error = errorOf(() => pgConfig(url, { setting }));
      expect(error.message).toContain(setting);
      expect(error.message).not.toContain(password);
    },
  );
});

describe('readCa', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pg-ca-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes PEM text as it is, and one pasted with literal \\n', () => {
    expect(readCa(CA_PEM)).toBe(CA_PEM);
    expect(readCa(CA_PEM.replaceAll('\n', '\\n'))).toBe(CA_PEM);
    expect(readCa(undefined)).toBeUndefined();
    expect(readCa('')).toBeUndefined();
  });

  it('reads the file a path names', () => {
    const file = path.join(dir, 'ca.pem');
    writeFileSync(file, CA_PEM);
    expect(readCa(file)).toBe(CA_PEM);
  });

  it('refuses a file it cannot read, or one without a certificate', () => {
    expect(() => readCa(path.join(dir, 'missing.pem'))).toThrow(/DATABASE_CA_CERT/);
    const key = path.join(dir, 'key.pem');
    writeFileSync(key, '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n');
    expect(() => readCa(key)).toThrow(/DATABASE_CA_CERT holds no PEM certificate/);
  });
});

type StandIn = { port: number; handshakes: string[]; close: () => Promise<void> };

const SSL_REQUEST_CODE = 80877103;

// A PostgreSQL server as a client on the internet sees it: it answers the SSLRequest with `answer`,
// then (for 'S') speaks TLS with `identity` and relays to the real database.
function startStandIn(
  answer: 'S' | 'N',
  identity: { key: string; cert: string },
  database: URL,
): Promise<StandIn> {
  const sockets = new Set<net.Socket>();
  const handshakes: string[] = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 8) return;
      socket.off('data', onData);
      if (received.readInt32BE(0) !== 8 || received.readInt32BE(4) !== SSL_REQUEST_CODE) {
        socket.destroy();
        return;
      }
      socket.write(answer);
      if (answer === 'N') return;
      const secure = new tls.TLSSocket(socket, { isServer: true, ...identity });
      const upstream = net.connect(Number(database.port || 5432), database.hostname);
      sockets.add(upstream);
      secure.on('secure', () => handshakes.push(String(secure.servername)));
      secure.on('error', () => upstream.destroy());
      upstream.on('error', () => secure.destroy());
      secure.pipe(upstream).pipe(secure);
    };
    socket.on('data', onData);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      const close = () =>
        new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        });
      resolve({ port, handshakes, close });
    });
  });
}

const NEW_KEY = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes';

function openssl(dir: string, command: string) {
  execFileSync('openssl', command.split(' '), { cwd: dir, stdio: 'pipe' });
}

function makeCa(dir: string, name: string) {
  openssl(
    dir,
    `req -x509 ${NEW_KEY} -days 1 -subj /CN=leads-test-${name} -keyout ${name}.key -out ${name}.crt ` +
      '-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign',
  );
  return readFileSync(path.join(dir, `${name}.crt`), 'utf8');
}

function makeServerCertificate(dir: string, host: string, signer: string) {
  openssl(dir, `req ${NEW_KEY} -subj /CN=${host} -keyout server.key -out server.csr`);
  writeFileSync(path.join(dir, 'server.ext'), `subjectAltName=DNS:${host}\n`);
  openssl(
    dir,
    `x509 -req -in server.csr -CA ${signer}.crt -CAkey ${signer}.key -set_serial 1 -days 1 ` +
      '-extfile server.ext -out server.crt',
  );
  return {
    key: readFileSync(path.join(dir, 'server.key'), 'utf8'),
    cert: readFileSync(path.join(dir, 'server.crt'), 'utf8'),
  };
}

// The real TLS handshake, against certificates made for the occasion: the host name the URL gives
// (db.leads.test, which no DNS knows) reaches the stand-in through a socket that connects to
// 127.0.0.1 whatever host pg asks for.
describe.skipIf(!process.env.TEST_DATABASE_URL)('pgConfig against a TLS server', () => {
  const database = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');
  const clients: pg.Client[] = [];
  let dir: string;
  let ca: string;
  let otherCa: string;
  let withTls: StandIn;
  let withoutTls: StandIn;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pg-tls-'));
    ca = makeCa(dir, 'ca');
    otherCa = makeCa(dir, 'other-ca');
    const identity = makeServerCertificate(dir, 'db.leads.test', 'ca');
    withTls = await startStandIn('S', identity, database);
    withoutTls = await startStandIn('N', identity, database);
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await withTls?.close();
    await withoutTls?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function clientFor(host: string, standIn: StandIn, trusted: string | undefined) {
    const url = new URL(database);
    url.hostname = host;
    url.port = String(standIn.port);
    url.search = '';
    const client = new pg.Client({
      ...pgConfig(url.toString(), { setting, ca: trusted }),
      connectionTimeoutMillis: 5000,
      stream: () => {
        const socket = new net.Socket();
        const connect = socket.connect.bind(socket);
        socket.connect = ((port: number) => connect(port, '127.0.0.1')) as typeof socket.connect;
        return socket;
      },
    });
    clients.push(client);
    return client;
  }

  it('connects to the server whose certificate the CA signed for the host', async () => {
    const client = clientFor('db.leads.test', withTls, ca);
    await client.connect();
    const { rows } = await client.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    expect(withTls.handshakes).toContain('db.leads.test');
  });

  it('refuses a certificate another CA signed', async () => {
    const client = clientFor('db.leads.test', withTls, otherCa);
    await expect(client.connect()).rejects.toMatchObject({
      code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
  });

  it('refuses a certificate made for another host', async () => {
    const client = clientFor('other.leads.test', withTls, ca);
    await expect(client.connect()).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });

  it('refuses a server that does not offer TLS', async () => {
    const client = clientFor('db.leads.test', withoutTls, ca);
    await expect(client.connect()).rejects.toThrow('The server does not support SSL connections');
  });
});

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected an error');
}
