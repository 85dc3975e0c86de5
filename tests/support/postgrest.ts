import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * A stand-in for Supabase's Data API (PostgREST) over a real PostgreSQL: the two requests the
 * site makes, an insert into an `api` table and a call of an `api` function, run as PostgREST runs
 * them. It connects as `authenticator`, switches to `anon` for each request, hands the request's
 * headers to the database in request.headers, and answers PostgREST's status codes and error
 * bodies. With it the Supabase adapter is tested against the real migrations on the real engine.
 */
export type PostgrestStandIn = { url: string; close(): Promise<void> };

const TABLE = /^\/rest\/v1\/(contact_submissions|assessment_contacts|assessment_results)$/;
const FUNCTION = /^\/rest\/v1\/rpc\/(ready)$/;
/** The functions' named arguments, which a call sends as a JSON object, and whether they return nothing. */
const FUNCTIONS: Record<string, { names: readonly string[]; returnsVoid: boolean }> = {
  ready: { names: [], returnsVoid: false },
};

// PostgREST's mapping of SQLSTATEs to HTTP statuses, for the codes the site can meet.
function statusOf(code: string | undefined): number {
  if (!code) return 503;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return 401;
  if (code.startsWith('08') || code === '57P01' || code === '57P03') return 503;
  if (code.startsWith('22') || code.startsWith('23')) return 400;
  return 500;
}

/** The Data API's own statement for a POST of rows into an `api` table, as PostgREST 12 writes it. */
export function postgrestInsertStatement(table: string, columns: string[]): string {
  const list = columns.map((column) => `"${column}"`).join(', ');
  return `WITH pgrst_source AS (
      INSERT INTO "api"."${table}"(${list})
      SELECT ${columns.map((column) => `pgrst_body."${column}"`).join(', ')}
      FROM (SELECT $1::json AS json_data) pgrst_payload,
      LATERAL (SELECT CASE WHEN json_typeof(pgrst_payload.json_data) = 'array'
        THEN pgrst_payload.json_data ELSE json_build_array(pgrst_payload.json_data) END AS val)
        pgrst_uniform_json,
      LATERAL (SELECT * FROM json_populate_recordset(null::"api"."${table}",
        pgrst_uniform_json.val)) AS pgrst_body
      RETURNING 1)
    SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,
      array[]::text[] AS header, ''::text AS body,
      nullif(current_setting('response.headers', true), '') AS response_headers,
      nullif(current_setting('response.status', true), '') AS response_status
    FROM (SELECT * FROM pgrst_source) _postgrest_t`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw ? JSON.parse(raw) : {};
}

function answer(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** Serves the stand-in on a loopback port; `databaseUrl` names the `authenticator` login. */
export async function startPostgrest(databaseUrl: string): Promise<PostgrestStandIn> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 2000,
  });
  // A connection the database dropped while idle is replaced; the error must not end the process.
  pool.on('error', () => {});

  async function run(request: IncomingMessage, sql: string, params: unknown[]) {
    const client = await pool.connect();
    let broken = false;
    // A shutdown between two statements arrives as an 'error' event: the next statement fails.
    const dropped = () => (broken = true);
    client.on('error', dropped);
    try {
      await client.query('begin');
      await client.query('set local role anon');
      await client.query("select set_config('request.headers', $1, true)", [
        JSON.stringify(request.headers),
      ]);
      const result = await client.query(sql, params);
      await client.query('commit');
      return result;
    } catch (error) {
      broken = !(error instanceof Error && 'code' in error && typeof error.code === 'string');
      await client.query('rollback').catch(() => (broken = true));
      throw error;
    } finally {
      client.off('error', dropped);
      client.release(broken);
    }
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '';
      try {
        if (request.headers['content-profile'] !== 'api' && TABLE.test(path)) {
          return answer(response, 406, { code: 'PGRST106', message: 'Schema not exposed' });
        }
        const table = TABLE.exec(path)?.[1];
        if (request.method === 'POST' && table) {
          const body = await readJson(request);
          const first = Array.isArray(body) ? body[0] : body;
          const columns = Object.keys((first ?? {}) as object);
          await run(request, postgrestInsertStatement(table, columns), [JSON.stringify(body)]);
          return answer(response, 201);
        }
        const fn = FUNCTION.exec(path)?.[1];
        if (request.method === 'POST' && fn) {
          const body = (await readJson(request)) as Record<string, unknown>;
          const { names = [], returnsVoid = false } = FUNCTIONS[fn] ?? {};
          const list = names.map((name, index) => `"${name}" := $${index + 1}`).join(', ');
          const { rows } = await run(
            request,
            `select "api"."${fn}"(${list}) as result`,
            names.map((name) => body[name]),
          );
          return returnsVoid ? answer(response, 204) : answer(response, 200, rows[0]?.result);
        }
        return answer(response, 404, { code: 'PGRST125', message: 'Invalid path' });
      } catch (error) {
        const code =
          error instanceof Error && 'code' in error && typeof error.code === 'string'
            ? error.code
            : undefined;
        const status = statusOf(code);
        answer(response, status, {
          code: status === 503 ? 'PGRST000' : code,
          message: error instanceof Error ? error.message : 'unknown error',
          details: null,
          hint: null,
        });
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
