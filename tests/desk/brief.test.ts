import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { passagesOf } from '@/lib/assistant/corpus';
import { BriefView } from '@/components/desk/brief-view';
import {
  buildBrief,
  briefFileName,
  messageOf,
  weakestCategories,
  type Brief,
  type BriefBlock,
  type BriefSectionKey,
  type BriefTable,
} from '@/lib/desk/brief';
import { chooseOffers, OFFER_COUNTS, type BriefOffer } from '@/lib/desk/offers';
import { lintFrench } from '@/lib/i18n/french-lint';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryKey } from '@/lib/model';
import {
  aContactSource,
  aResultSource,
  aThreadEntry,
  briefInputs,
  categoryNamesIn,
  corpus,
  passagesIn,
  SITE_URL,
} from '../support/brief-fixture';
import { dictionaries } from '../support/messages';

const QUESTIONS = [
  {
    category: 'data' as const,
    text: 'Where does the data your team relies on every week live today?',
    why: 'answered d to question 9',
  },
];

async function offersFor(
  locale: Locale,
  weakest: CategoryKey[],
  message: string | null,
  passages = passagesIn(locale),
): Promise<BriefOffer[]> {
  return chooseOffers(passages, locale, {
    weakest,
    message,
    categoryNames: await categoryNamesIn(locale),
    siteUrl: SITE_URL,
  });
}

async function briefOf(source: ReturnType<typeof aResultSource>, locale: Locale): Promise<Brief> {
  const offers = await offersFor(locale, weakestCategories(source), messageOf(source));
  return buildBrief({ ...(await briefInputs(locale)), source, offers, questions: QUESTIONS });
}

function section(brief: Brief, key: BriefSectionKey) {
  const found = brief.sections.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No ${key} section`);
  return found;
}

function tables(blocks: readonly BriefBlock[]): BriefTable[] {
  return blocks.flatMap((block) => (block.kind === 'table' ? [block.table] : []));
}

/** Every text the brief prints, the lead's own words included. */
function textsOf(brief: Brief): string[] {
  return [
    brief.title,
    brief.intro,
    brief.download,
    ...brief.sections.flatMap(({ heading, blocks }) => [
      heading,
      ...blocks.flatMap((block): string[] => {
        switch (block.kind) {
          case 'facts':
            return block.facts.flatMap(({ label, value }) => [label, value]);
          case 'quote':
            return [block.label, block.text];
          case 'note':
            return [block.text];
          case 'table':
            return [
              block.table.caption,
              ...block.table.columns,
              ...block.table.rows.flatMap((row) => [row.header, ...row.cells]),
            ];
        }
      }),
    ]),
  ];
}

describe('the brief of a completed assessment', () => {
  it('lists the sections in order and the categories weakest first, then the overall score', async () => {
    const brief = await briefOf(aResultSource(), 'en');
    expect(brief.sections.map(({ key }) => key)).toEqual([
      'who',
      'standing',
      'offers',
      'questions',
      'priority',
    ]);
    const [scores] = tables(section(brief, 'standing').blocks);
    const names = await categoryNamesIn('en');
    expect(scores?.rows.map(({ header }) => header)).toEqual([
      names.data,
      names.risk,
      names.organization,
      names.financial,
      names.leadership,
      'Overall',
    ]);
  });

  it('gives the standing in the size band and the progress since the last result', async () => {
    const brief = await briefOf(aResultSource(), 'en');
    const [scores] = tables(section(brief, 'standing').blocks);
    const data = scores?.rows[0];
    expect(data?.cells).toEqual([
      '20%',
      'Very low',
      'Ahead of 10% of companies with 11–50 employees',
      'Down 5 points since May 3, 2026',
    ]);
    const overall = scores?.rows.at(-1);
    expect(overall?.cells[2]).toBe('Ahead of 65% of companies with 11–50 employees');
    expect(overall?.cells[3]).toBe('Up 7.5 points since May 3, 2026');
  });

  it('falls back to everyone when the size band is too small, and says a first result is one', async () => {
    const source = aResultSource(undefined, {
      previous: null,
      standings: [{ group: 'all', members: 900, total: 55, categories: { data: 5 } }],
    });
    const [scores] = tables(section(await briefOf(source, 'en'), 'standing').blocks);
    expect(scores?.rows[0]?.cells.slice(2)).toEqual([
      'Ahead of 5% of all companies',
      'First result',
    ]);
    // The database answers no standing for a category whose group is too small.
    expect(scores?.rows[1]?.cells[2]).toBe('Too few companies to compare yet');
  });

  it('says whether the mailbox is proven, and the thread newest first', async () => {
    const source = aResultSource(undefined, {
      thread: [
        aThreadEntry({ createdAt: '2026-03-01T08:00:00.000Z', message: 'First question' }),
        aThreadEntry({
          table: 'assessment_results',
          id: '5b0c3f0e-1d2a-4c1b-9f00-0000000000c2',
          createdAt: '2026-05-03T10:00:00.000Z',
          percentage: 40.5,
          level: 'Low',
        }),
        aThreadEntry({
          id: '5b0c3f0e-1d2a-4c1b-9f00-0000000000c3',
          createdAt: '2026-04-10T08:00:00.000Z',
          email: 'ops@acme.example',
          name: 'Sam Roe',
          message: 'A colleague asks\nabout pricing',
          sameMailbox: false,
        }),
      ],
    });
    const who = section(await briefOf(source, 'en'), 'who');
    const facts = who.blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : []));
    expect(facts.find(({ label }) => label === 'Mailbox')?.value).toBe('Confirmed by its owner');
    expect(facts.find(({ label }) => label === 'Company size')?.value).toBe('11–50 employees');
    const [thread] = tables(who.blocks);
    expect(thread?.rows.map(({ header }) => header)).toEqual([
      'May 3, 2026',
      'April 10, 2026',
      'March 1, 2026',
    ]);
    expect(thread?.rows.map(({ cells }) => cells[0])).toEqual([
      'Assessment completed',
      'Contact message',
      'Contact message',
    ]);
    expect(thread?.rows[0]?.cells[1]).toBe('41%, Low');
    expect(thread?.rows[1]?.cells[1]).toBe(
      'A colleague asks about pricing · same company, left by Sam Roe',
    );
  });

  it('shows the tier, its reasons, the owner, who took it and the call', async () => {
    const source = aResultSource(undefined, {
      entry: {
        ...aResultSource().entry,
        takenBy: 'paul@lumen.example',
        takenAt: '2026-12-07T10:00:00.000Z',
        callAt: '2026-12-09T14:30:00.000Z',
      },
    });
    const [facts] = section(await briefOf(source, 'en'), 'priority').blocks;
    expect(facts?.kind === 'facts' && facts.facts.map(({ value }) => value)).toEqual([
      'A',
      '201-500 employees · asked for a call',
      'marie@lumen.example',
      'By paul@lumen.example, December 7, 2026 at 11:00 AM GMT+1',
      'December 9, 2026 at 3:30 PM GMT+1',
    ]);
  });
});

describe('what the brief offers', () => {
  const isService = (url: string, locale: Locale) =>
    url.startsWith(`${SITE_URL}/${locale}/ai-solutions/`);
  const isStory = (url: string, locale: Locale) =>
    url.startsWith(`${SITE_URL}/${locale}/use-cases/`);

  it('offers 2 to 4 services and 1 to 3 stories, published pages of those kinds only', async () => {
    const offers = await offersFor(
      'en',
      ['data', 'risk'],
      'We want to forecast demand from our warehouse sensors, and keep the data GDPR compliant.',
    );
    const services = offers.filter(({ kind }) => kind === 'service');
    const stories = offers.filter(({ kind }) => kind === 'story');
    expect(services.length).toBeGreaterThanOrEqual(OFFER_COUNTS.service.min);
    expect(services.length).toBeLessThanOrEqual(OFFER_COUNTS.service.max);
    expect(stories.length).toBeGreaterThanOrEqual(OFFER_COUNTS.story.min);
    expect(stories.length).toBeLessThanOrEqual(OFFER_COUNTS.story.max);
    expect(services.every(({ url }) => isService(url, 'en'))).toBe(true);
    expect(stories.every(({ url }) => isStory(url, 'en'))).toBe(true);
    const published = new Set(passagesIn('en').map(({ url }) => `${SITE_URL}${url}`));
    expect(offers.every(({ url }) => published.has(url))).toBe(true);
    expect(services.map(({ url }) => url)).toContain(`${SITE_URL}/en/ai-solutions/data`);
    expect(services.find(({ url }) => url.endsWith('/data'))?.categories).toContain('data');
  });

  it('never offers a page that is not published, though the team maps it to the category', async () => {
    const isDataService = (document: unknown) => {
      const { _type, slug } = document as { _type?: string; slug?: { current?: string } };
      return _type === 'service' && slug?.current === 'data';
    };
    const withoutDataService = Object.fromEntries(
      Object.entries(corpus).map(([type, documents]) => [
        type,
        (documents ?? []).filter((document) => !isDataService(document)),
      ]),
    );
    const passages = passagesOf(withoutDataService, 'en');
    expect(passages.some(({ url }) => url === '/en/ai-solutions/data')).toBe(false);
    const offers = await offersFor('en', ['data'], null, passages);
    expect(offers.map(({ url }) => url)).not.toContain(`${SITE_URL}/en/ai-solutions/data`);
    expect(offers.filter(({ kind }) => kind === 'service').length).toBeGreaterThanOrEqual(2);
  });

  it('is the same for the same lead', async () => {
    const message = 'Nous avons besoin d’automatiser nos factures et la relance des clients.';
    expect(await offersFor('fr', ['financial', 'risk'], message)).toEqual(
      await offersFor('fr', ['financial', 'risk'], message),
    );
  });

  it('says why a page fits: the weak categories it speaks to, the words of the message', async () => {
    const message = 'We need help automating invoices and month-end closing in accounting.';
    const brief = buildBrief({
      ...(await briefInputs('en')),
      source: aContactSource(message),
      offers: await offersFor('en', [], message),
      questions: [],
    });
    const [services, stories] = tables(section(brief, 'offers').blocks);
    const financial = stories?.rows.find(({ href }) => href?.endsWith('/use-cases/financial'));
    expect(financial?.cells[0]).toMatch(/^Words of their message it holds: .*invoices/);
    expect(services?.rows.every(({ href }) => href && isService(href, 'en'))).toBe(true);
  });
});

describe('the brief of a contact message', () => {
  const message =
    'Bonjour, nous voulons prévoir la demande de nos entrepôts. Pourriez-vous nous aider ?';

  it('quotes the message, says there are no scores and that the person objected', async () => {
    const source = aContactSource(message);
    const brief = buildBrief({
      ...(await briefInputs('en')),
      source,
      offers: await offersFor('en', weakestCategories(source), messageOf(source)),
      questions: [],
    });
    const who = section(brief, 'who');
    expect(who.blocks).toContainEqual({ kind: 'quote', label: 'Their message', text: message });
    const facts = who.blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : []));
    expect(facts.find(({ label }) => label === 'Language')?.value).toBe('French');
    expect(facts.find(({ label }) => label === 'Mailbox')?.value).toMatch(/^Not confirmed/);
    expect(facts.find(({ label }) => label === 'Prospecting')?.value).toMatch(/^Do not prospect/);
    expect(section(brief, 'standing').blocks).toEqual([
      { kind: 'note', text: 'No scores: this lead has not completed the assessment.' },
    ]);
    expect(section(brief, 'questions').blocks).toEqual([
      { kind: 'note', text: 'No questions chosen for this lead yet.' },
    ]);
  });
});

describe('a French consultant', () => {
  it('reads the brief in French, with French pages and typography', async () => {
    const brief = await briefOf(aResultSource(), 'fr');
    // A lead in no team has no team section.
    const { team: _team, ...sections } = dictionaries.fr.brief.sections;
    expect(brief.sections.map(({ heading }) => heading)).toEqual(Object.values(sections));
    const [scores] = tables(section(brief, 'standing').blocks);
    expect(scores?.rows[0]?.cells[2]).toMatch(
      /^Devant 10\s% des entreprises de 11 à 50 salariés$/u,
    );
    expect(scores?.rows.at(-1)?.cells[3]).toMatch(
      /^En hausse de 7,5\spoints depuis le 3 mai 2026$/u,
    );
    const offerUrls = tables(section(brief, 'offers').blocks).flatMap(({ rows }) =>
      rows.map(({ href }) => href ?? ''),
    );
    expect(offerUrls.length).toBeGreaterThan(0);
    expect(offerUrls.every((url) => url.startsWith(`${SITE_URL}/fr/`))).toBe(true);
    const findings = textsOf(brief)
      .filter((text) => !QUESTIONS.some((question) => [question.text, question.why].includes(text)))
      .flatMap((text) => lintFrench(text).map((finding) => `${finding.message}: ${text}`));
    expect(findings).toEqual([]);
  });
});

describe('words a visitor typed', () => {
  const hostile = {
    firstName: '<img src=x onerror=alert(1)>',
    lastName: '"Doe"',
    company: '</table><script>alert("acme")</script>',
  };
  const message = '<a href="https://evil.example">Click</a>\n<script>steal()</script>';

  it('are text in the page, never markup', async () => {
    const source = aContactSource(message, hostile);
    const brief = buildBrief({
      ...(await briefInputs('en')),
      source,
      offers: await offersFor('en', [], message),
      questions: [],
    });
    const html = renderToStaticMarkup(
      createElement(BriefView, { brief, pdfHref: '/en/brief/token/pdf' }),
    );
    expect(html).not.toMatch(/<script|<img|<a href="https:\/\/evil/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;acme&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Click&lt;/a&gt;');
  });

  it('never reach the file name but as a plain slug', () => {
    const names = [
      briefFileName(aContactSource('', hostile)),
      briefFileName(aContactSource('', { ...hostile, company: '../../etc/passwd"; x=.pdf' })),
      briefFileName(aContactSource('', { firstName: 'Łukasz', lastName: 'Żółć', company: '' })),
      briefFileName(aContactSource('', { firstName: '', lastName: '', company: '東京' })),
    ];
    for (const name of names)
      expect(name).toMatch(/^brief-[a-z0-9]+(-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(names[0]).toBe('brief-table-script-alert-acme-script-2026-12-07.pdf');
    expect(names[1]).toBe('brief-etc-passwd-x-pdf-2026-12-07.pdf');
    expect(names[2]).toBe('brief-lukasz-zolc-2026-12-07.pdf');
    expect(names[3]).toBe('brief-lead-2026-12-07.pdf');
  });
});
