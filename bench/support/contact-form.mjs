// The contact form as the benches drive it: its server action, called as a browser without
// JavaScript posts it (no-js) or as React calls it (js), and the verdict read from the answer.
import { randomUUID } from 'node:crypto';
import { BenchError } from './next-server.mjs';

export const FORM_PATH = '/en/contact';
const REQUEST_TIMEOUT_MS = 30_000;
// The header the benches' server trusts as a proxy's word for the visitor's address.
export const CLIENT_HEADER = 'x-real-ip';

// The success panel as the server renders it. The dictionary shipped to the client also holds
// these words, inside a script, so the match includes the heading's closing tag.
const SUCCESS_PANEL = /role="status"[^>]*>\s*<h2[^>]*>Thank you for reaching out!<\/h2>/;
export const ALERT = /role="alert"[^>]*>([^<]+)</;

function decodeEntities(text) {
  return text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name) => {
    const map = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
    return map[name];
  });
}

// The hidden inputs React renders into the form for browsers without JavaScript: the server
// action's reference and its bound state, sent back as they are.
export function actionFieldsOf(html) {
  const form = html
    .split('<form')
    .slice(1)
    .find((part) => part.includes('name="firstName"'));
  if (!form) throw new BenchError(`No contact form (a form with firstName) on ${FORM_PATH}.`);
  const fields = [];
  for (const [input] of form.split('</form>')[0].matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name?.startsWith('$ACTION_')) continue;
    fields.push([decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

// A browser with JavaScript calls the same action with its id in the Next-Action header and
// its arguments, (previous state, form data), encoded as React's encodeReply does.
function jsCallOf(actionFields) {
  const reference = actionFields.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  const bound = actionFields.find(([name]) => /^\$ACTION_\d+:1$/.test(name));
  if (!reference || !bound) {
    throw new BenchError(`The contact form on ${FORM_PATH} has no bound server action.`);
  }
  const [previousState] = JSON.parse(bound[1]);
  return { actionId: JSON.parse(reference[1]).id, previousState };
}

export const transports = {
  'no-js': {
    prepare(actionFields) {
      if (!actionFields.some(([name]) => /^\$ACTION_(ID_|REF_)/.test(name))) {
        throw new BenchError(`The contact form on ${FORM_PATH} has no server action field.`);
      }
      return actionFields;
    },
    request(actionFields, fields) {
      const body = new FormData();
      for (const [name, value] of actionFields) body.append(name, value);
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return { body, headers: { accept: 'text/html' } };
    },
    verdict(text) {
      if (SUCCESS_PANEL.test(text)) return undefined;
      const alert = ALERT.exec(text)?.[1]?.trim();
      return alert ? `form error: ${alert}` : 'no success panel';
    },
  },
  js: {
    prepare: jsCallOf,
    request({ actionId, previousState }, fields) {
      // encodeReply writes the form data's entries first, under the prefix `_1_`, then the root.
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
      body.append('0', JSON.stringify([previousState, '$K1']));
      return { body, headers: { accept: 'text/x-component', 'next-action': actionId } };
    },
    verdict(text) {
      const state = /^1:(\{.*\})$/m.exec(text)?.[1];
      if (!state) return 'no action result';
      const { ok, error } = JSON.parse(state);
      return ok ? undefined : `form error: ${error ?? 'unknown'}`;
    },
  },
};

// Each submission comes from its own visitor, so the per-client limit (5 a minute) never applies.
// The bench plays the proxy that names visitors (TRUSTED_PROXY_HEADER below); the addresses are
// loopback ones: 127.1.0.1, 127.1.0.2, ...
function visitorAddress(index) {
  const n = index + 1;
  return `127.1.${(n >> 8) & 255}.${n & 255}`;
}

/** The fields of submission `index`; `tag` keeps one run's e-mail addresses apart from another's. */
export function fieldsOf(index, tag = 'bench.visitor') {
  return {
    locale: 'en',
    submissionId: randomUUID(),
    reference_code: '',
    firstName: 'Bench',
    lastName: `Visitor ${index + 1}`,
    email: `${tag}.${index + 1}@example.com`,
    companyName: 'Benchmark Ltd',
    companySize: '11-50',
    message: `Load test submission ${index + 1}: we would like to discuss an AI strategy.`,
  };
}

/** Posts one submission and answers its latency, its e-mail, and why it failed if it did. */
export async function send(origin, index, transport, prepared, fields = fieldsOf(index)) {
  const { email } = fields;
  const { body, headers } = transport.request(prepared, fields);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${FORM_PATH}`, {
      method: 'POST',
      body,
      headers: { ...headers, origin, [CLIENT_HEADER]: visitorAddress(index) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) return { ms, email, error: `HTTP ${response.status}` };
    return { ms, email, text, error: transport.verdict(text) };
  } catch (error) {
    const reason = error.cause?.code ?? error.name ?? 'unknown';
    return { ms: performance.now() - started, email, error: `request failed: ${reason}` };
  }
}

// Runs task(0), task(1), ... task(count - 1), `concurrency` at a time, and returns their results.
export async function runConcurrently(count, task, concurrency) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < count) results.push(await task(next++));
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
