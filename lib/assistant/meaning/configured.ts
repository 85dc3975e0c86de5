import 'server-only';
import { assistantProvider } from '../provider';
import { createMeaningSearch, type MeaningSearch } from './meaning-search';

// One cache of embeddings for the whole process: the route and the page without JavaScript may
// be bundled apart, and each would otherwise embed the site again.
const shared = Symbol.for('site.assistant-meaning');
const processState = globalThis as { [shared]?: MeaningSearch | null };

/** The search by meaning of the provider's ASSISTANT_EMBEDDING_MODEL, or null where none is set. */
export function assistantMeaning(): MeaningSearch | null {
  if (processState[shared] === undefined) {
    const embeddings = assistantProvider()?.embeddings;
    processState[shared] = embeddings ? createMeaningSearch(embeddings) : null;
  }
  return processState[shared];
}
