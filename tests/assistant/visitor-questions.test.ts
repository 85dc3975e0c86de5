import { describe, expect, it } from 'vitest';
import type { Passage } from '@/lib/assistant/corpus';
import { retrieve } from '@/lib/assistant/retrieval';

const page = (url: string, text: string, id = url): Passage => ({
  id,
  kind: 'section',
  url,
  title: url,
  text,
});

const corpus: Passage[] = [
  page('/en/ai-solutions/training', 'We run workshops that teach your staff to use AI tools well.'),
  page(
    '/en/use-cases/logistics',
    'A carrier plans its delivery rounds overnight. Its planners no longer build routes by hand.',
  ),
  page('/en/privacy', 'You may ask for a copy of your personal data or for its erasure.'),
  page('/en/faq#pricing', 'A first project costs between five and twenty thousand euros.'),
  {
    id: 'logistics.visitorQuestions.0',
    kind: 'question',
    url: '/en/use-cases/logistics',
    title: '/en/use-cases/logistics',
    text: 'our vans keep coming back half empty, can software fix the rounds?',
  },
];

describe('a question a page answers, in a visitor’s words', () => {
  it('cites the page that owns the wording, quoting the page’s own text', () => {
    const { mode, citations } = retrieve(corpus, 'en', 'Our vans come back half empty');
    expect(mode).toBe('passages');
    expect(citations[0]?.url).toBe('/en/use-cases/logistics');
    expect(citations[0]?.excerpt).toContain('planners');
    expect(citations[0]?.text).not.toContain('vans');
  });

  it('is not answered without the wording', () => {
    const withoutWording = corpus.filter(({ kind }) => kind === 'section');
    expect(retrieve(withoutWording, 'en', 'Our vans come back half empty').mode).toBe('declined');
  });
});
