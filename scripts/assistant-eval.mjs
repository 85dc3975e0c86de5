// npm run assistant:eval [-- --url http://localhost:3000 | --provider] [--set tuning|held-out]
//                        [--show-held-out]
//
// Asks the assistant every question of lib/assistant/eval, per language, and prints how often the
// page that answers it is the first citation and among the first four, how many off-topic and
// injection questions it declined, and the tuning half's questions it got wrong (the held-out
// half's are counted, and written out only with --show-held-out: nobody tunes on them). Without --url it runs the
// retrieval in process over the seed (or CONTENT_DATASET_PATH); with --provider, by the words and
// the meaning, through the embeddings model of ASSISTANT_PROVIDER_URL and
// ASSISTANT_EMBEDDING_MODEL (the environment, or .env.local); with --url it asks a running server
// through GET /{locale}/assistant?q=… and reads the links marked data-citation, and those marked
// data-related, the pages offered as ones that may help, which are not citations. It measures and
// does not judge: the exit code is non-zero only when it could not ask.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import './app-modules.mjs';

// Imported once the hooks above are in place, which the app's extension-less imports need.
const { citedLinks, evalQuestions, evaluate, evaluationReport, neutralPath, relatedLinks } =
  await import('../lib/assistant/eval/evaluate.ts');
const { locales } = await import('../lib/i18n/locales.ts');

const SETS = ['tuning', 'held-out'];

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      set: { type: 'string' },
      provider: { type: 'boolean' },
      'show-held-out': { type: 'boolean' },
    },
  });
  if (values.provider && values.url !== undefined) {
    throw new Error('--provider runs the search in process; --url asks a server: choose one.');
  }
  if (values.set !== undefined && !SETS.includes(values.set)) {
    throw new Error(`--set takes ${SETS.join(' or ')}, not "${values.set}".`);
  }
  if (values.url !== undefined && !URL.canParse(values.url)) {
    throw new Error(`--url takes an address such as http://localhost:3000, not "${values.url}".`);
  }
  return values;
}

/** The pages an answer cites, and those it offers as ones that may help. */
function pagesOf({ citations, related }) {
  return { cited: citations.map(({ url }) => url), related: related.map(({ url }) => url) };
}

/**
 * Asks the retrieval itself, over the published passages of the local dataset: by their words, or
 * with `meaning` by their meaning too, when every page has been embedded first.
 */
async function inProcess(meaning) {
  const { queryLocalDataset } = await import('../lib/content/local-dataset.ts');
  const { ASSISTANT_CORPUS_QUERY } = await import('../lib/content/queries.ts');
  const { passagesOf } = await import('../lib/assistant/corpus.ts');
  const { retrieve } = await import('../lib/assistant/retrieval.ts');
  const documents = await queryLocalDataset(ASSISTANT_CORPUS_QUERY);
  const passages = new Map(locales.map((locale) => [locale, passagesOf(documents, locale)]));
  if (!meaning) {
    return async (locale, question) => pagesOf(retrieve(passages.get(locale), locale, question));
  }
  for (const locale of locales) {
    if (!(await meaning.prepare(passages.get(locale), locale))) {
      throw new Error(`The ${locale} pages could not be embedded through ASSISTANT_PROVIDER_URL.`);
    }
  }
  const { embeddedQuestion } = await import('../lib/assistant/meaning/meaning-search.ts');
  return async (locale, question) => {
    const ranking = await meaning.rank(passages.get(locale), locale, question);
    // A question the provider did not embed would measure the words alone: it is said, not
    // hidden; one made only of orders to the assistant has nothing to embed.
    if (!ranking && embeddedQuestion(question)) {
      throw new Error('the provider did not embed the question');
    }
    return pagesOf(retrieve(passages.get(locale), locale, question, ranking));
  };
}

// A question's embedding waits this long here: the evaluation measures the meaning, not the
// provider's speed, which the site's own timeout bounds.
const EVAL_QUESTION_TIMEOUT_MS = 15_000;

/**
 * The search by meaning of the configured provider, or a refusal naming the setting it lacks.
 * The settings are read as the server reads them (lib/env.ts), .env.local included.
 */
async function configuredMeaning() {
  if (existsSync('.env.local')) process.loadEnvFile('.env.local');
  const { env } = await import('../lib/env.ts');
  for (const setting of ['ASSISTANT_PROVIDER_URL', 'ASSISTANT_EMBEDDING_MODEL']) {
    if (!env[setting]) {
      throw new Error(
        `--provider needs ${setting}: set ASSISTANT_PROVIDER_URL, ASSISTANT_PROVIDER_MODEL and ASSISTANT_EMBEDDING_MODEL (and ASSISTANT_PROVIDER_API_KEY if it asks for one), as .env.example says.`,
      );
    }
  }
  const { providerFrom } = await import('../lib/assistant/provider.ts');
  const { createMeaningSearch } = await import('../lib/assistant/meaning/meaning-search.ts');
  const { embeddings } = providerFrom(env);
  return {
    name: `${embeddings.modelId} at ${env.ASSISTANT_PROVIDER_URL}`,
    search: createMeaningSearch({ ...embeddings, questionTimeoutMs: EVAL_QUESTION_TIMEOUT_MS }),
  };
}

// What a network past the assistant's allowance waits for its next question (lib/assistant).
const ALLOWANCE_WAIT_MS = 3000;

/**
 * Asks a running server, as a visitor without JavaScript would. Each question comes from an
 * address of its own, in the headers a local proxy sets, so that a server trusting no proxy, or
 * trusting one of them, answers every question; one behind a real proxy holds the questions to
 * its allowance, and they wait for it.
 */
function overHttp(base) {
  let asked = 0;
  return async (locale, question) => {
    const url = new URL(`/${locale}/assistant`, base);
    url.searchParams.set('q', question);
    asked += 1;
    const address = `198.18.${asked >> 8}.${asked & 255}`;
    for (;;) {
      const response = await fetch(url, {
        redirect: 'follow',
        headers: { 'x-forwarded-for': address, 'x-real-ip': address },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url.pathname}`);
      const html = await response.text();
      if (!html.includes('data-refusal="too-many"')) {
        return { cited: citedLinks(html), related: relatedLinks(html) };
      }
      await new Promise((resolve) => setTimeout(resolve, ALLOWANCE_WAIT_MS));
    }
  };
}

async function askAll(ask, locale, questions) {
  const answers = [];
  for (const question of questions) {
    try {
      const { cited, related } = await ask(locale, question.question);
      answers.push({ question, cited: cited.map(neutralPath), related: related.map(neutralPath) });
    } catch (error) {
      // A server that cannot be reached at all measures nothing: that is the caller's mistake.
      if (error instanceof TypeError) throw error;
      answers.push({ question, cited: [], error: error instanceof Error ? error.message : error });
    }
  }
  return answers;
}

try {
  const { url, set, provider, 'show-held-out': showHeldOut } = options();
  const meaning = provider ? await configuredMeaning() : null;
  const ask = url ? overHttp(url) : await inProcess(meaning?.search);
  const reports = [];
  for (const locale of locales) {
    const questions = evalQuestions[locale].filter((question) => !set || question.set === set);
    const evaluation = evaluate(await askAll(ask, locale, questions));
    reports.push(evaluationReport(locale, evaluation, { showHeldOut }));
  }
  const asked = url
    ? `Asked ${url}`
    : `Asked in process${meaning ? `, by the words and the meaning (${meaning.name})` : ''}`;
  process.stdout.write(`${asked}\n\n${reports.join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
