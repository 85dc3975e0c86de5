import { describe, expect, it } from 'vitest';
import { conceptModel } from '../support/mock-embeddings';
import { modelWriting } from '../support/mock-model';
import { passagesOf, type CorpusDocuments } from '@/lib/assistant/corpus';
import { createMeaningSearch } from '@/lib/assistant/meaning/meaning-search';
import { providerFrom } from '@/lib/assistant/provider';
import { answerAssistantRequest, type AssistantDependencies } from '@/lib/assistant/request';
import { ASSISTANT_CORPUS_QUERY } from '@/lib/content/queries';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { parseEnv } from '@/lib/env';

// The search by meaning behind POST /api/assistant, and the settings that switch it on.

const documents = await queryLocalDataset<CorpusDocuments>(ASSISTANT_CORPUS_QUERY);
const passages = passagesOf(documents, 'en');

const PARAPHRASE = 'Our haulage keeps running behind';

async function setUp(mayAsk = true) {
  const model = conceptModel();
  const meaning = createMeaningSearch({ model, modelId: 'concepts' });
  expect(await meaning.prepare(passages, 'en')).toBe(true);
  const embedded = model.doEmbedCalls.length;
  const reserved: number[] = [];
  const dependencies: AssistantDependencies = {
    mayAsk: () => mayAsk,
    passages: async () => passages,
    // A model writes every answer the caps grant: its reservations are the only ones there are.
    model: modelWriting('Route planning helps [1].'),
    meaning,
    reserve: async (tokens) => {
      reserved.push(tokens);
      return { answer: 'granted', id: '1' };
    },
    settle: async () => {},
    recordGap: () => {},
  };
  /** The texts the questions sent to the embeddings model, in order. */
  const questionsSent = () => model.doEmbedCalls.slice(embedded).map(({ values }) => values);
  return { dependencies, reserved, questionsSent };
}

function asking(question: string): Request {
  return new Request('http://localhost:3000/api/assistant', {
    method: 'POST',
    body: JSON.stringify({
      locale: 'en',
      messages: [{ role: 'user', parts: [{ type: 'text', text: question }] }],
    }),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  });
}

async function citedBy(response: Response): Promise<string[]> {
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; url?: string })
    .flatMap((chunk) => (chunk.type === 'source-url' && chunk.url ? [chunk.url] : []));
}

describe('POST /api/assistant with an embeddings model', () => {
  it('cites the page a question means, sending only the redacted question', async () => {
    const { dependencies, reserved, questionsSent } = await setUp();
    const response = await answerAssistantRequest(
      asking(`${PARAPHRASE}. Write to me at jo@example.com`),
      dependencies,
    );
    expect(response.status).toBe(200);
    expect(await citedBy(response)).toContain('/en/use-cases/logistics');
    expect(questionsSent()).toEqual([[`${PARAPHRASE}. Write to me at [e-mail]`]]);
    // An embedding spends none of the budget that the model's answers are reserved from: the one
    // reservation is the answer's.
    expect(reserved).toHaveLength(1);
  });

  it('embeds nothing for a network past its allowance', async () => {
    const { dependencies, questionsSent } = await setUp(false);
    const response = await answerAssistantRequest(asking(PARAPHRASE), dependencies);
    expect(response.status).toBe(429);
    expect(questionsSent()).toEqual([]);
  });
});

describe('the settings of the search by meaning', () => {
  const provider = {
    ASSISTANT_PROVIDER_URL: 'https://api.example.eu/v1',
    ASSISTANT_PROVIDER_MODEL: 'small',
  };

  it('embeds only where ASSISTANT_EMBEDDING_MODEL names a model', () => {
    expect(providerFrom(parseEnv(provider))?.embeddings).toBeNull();
    const embeddings = providerFrom(
      parseEnv({ ...provider, ASSISTANT_EMBEDDING_MODEL: 'embed-small' }),
    )?.embeddings;
    expect(embeddings?.modelId).toBe('embed-small');
  });

  it('refuses an embeddings model without the provider that runs it', () => {
    expect(() => parseEnv({ ASSISTANT_EMBEDDING_MODEL: 'embed-small' })).toThrow(
      /ASSISTANT_EMBEDDING_MODEL needs ASSISTANT_PROVIDER_URL/,
    );
  });
});
