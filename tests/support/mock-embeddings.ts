import { MockEmbeddingModelV4 } from 'ai/test';

// An embeddings model for the assistant's tests: a text's vector says which concepts of a small
// table its words name, whatever the words, in either language. Two texts naming the same
// concepts point the same way; a text naming none is the zero vector, close to nothing.

const concepts: readonly RegExp[] = [
  // Moving goods
  /\b(trucks?|lorr(y|ies)|haulage|freight|fleet|deliver(y|ies)|logistic\w*|carrier|camions?|poids lourds?|semi-remorques?|transporteur|tournées?|livraisons?|logistique\w*)\b/u,
  // Being on time
  /\b(late|behind|on-time|on time|delays?|retards?|à l’heure|à l'heure|ponctu\w*)\b/u,
  // Invoices and accounts
  /\b(invoices?|accounting|bookkeeping|factur\w*|comptab\w*)\b/u,
  // Answering customers
  /\b(chatbot|customer service|support tickets?|service client)\b/u,
  // What no page of the site is about: the weather, cooking
  /\b(weather|rain|recipes?|météo|pluie|recettes?)\b/u,
];

/** The concepts `text` names, one dimension each: 1 where it names it, 0 where not. */
export function conceptVector(text: string): number[] {
  const lower = text.toLowerCase();
  return concepts.map((concept) => (concept.test(lower) ? 1 : 0));
}

type Options = {
  /** Called before each call with the texts it embeds: may throw, or never settle. */
  before?: (values: string[]) => void | Promise<void>;
};

/** The mock model; its `doEmbedCalls` holds the texts of every call, in order. */
export function conceptModel({ before }: Options = {}): MockEmbeddingModelV4 {
  return new MockEmbeddingModelV4({
    modelId: 'concepts',
    maxEmbeddingsPerCall: 2048,
    doEmbed: async ({ values }) => {
      await before?.(values);
      return { embeddings: values.map(conceptVector), warnings: [] };
    },
  });
}
