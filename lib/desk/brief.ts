import { createTranslator, type Messages } from 'next-intl';
import { levelKey } from '@/lib/assessment/results/content';
import { formatDate, formatPercentage } from '@/lib/assessment/results/format';
import { isLocale, localeEntry, type Locale } from '@/lib/i18n/locales';
import { standingsOf, type OutboxPayloadOf } from '@/lib/database/rows';
import {
  CATEGORY_KEYS,
  COMPANY_SIZES,
  type CategoryKey,
  type CategoryScore,
  type CompanySize,
  type ReadinessLevel,
  type Standing,
} from '@/lib/model';
import type { BriefOffer } from './offers';
import type { Tier } from '@/lib/model/tier';
import { TEAM_MIN_RESPONDENTS } from '@/lib/model/team';
import type { BriefSource, BriefTeam, DeskTable, ThreadEntry } from './types';

/** A question the consultant should ask, and why it was chosen, in the consultant's language. */
export type ChosenQuestion = { category: CategoryKey | null; text: string; why: string };

export type BriefInput = {
  source: BriefSource;
  /** The published services and stories that fit the lead (lib/desk/offers.ts). */
  offers: readonly BriefOffer[];
  questions: readonly ChosenQuestion[];
  tier: Tier | null;
  /** Why the lead has its tier, in the consultant's language. */
  reasons: readonly string[];
  owner: string | null;
  /** The consultant's language (CONSULTANT_LOCALE): the brief's words and formats. */
  locale: Locale;
  /** The consultant's dictionary, as lib/i18n/messages holds it for `locale`. */
  messages: Messages;
  /** Each category's name in the consultant's language, as the content writes it. */
  categoryNames: Readonly<Partial<Record<CategoryKey, string>>>;
  /** The assessment's questions by number, in the consultant's language, when they could be read. */
  questionTexts?: Readonly<Record<number, string>>;
  /** The IANA time zone the desk's times are shown in (LEADS_TIME_ZONE). */
  timeZone: string;
};

type BriefFact = { label: string; value: string };

/** A table row: its first cell heads the row, and may link to a page. */
type BriefRow = { header: string; href?: string; cells: string[] };

export type BriefTable = { caption: string; columns: string[]; rows: BriefRow[] };

export type BriefBlock =
  | { kind: 'facts'; facts: BriefFact[] }
  /** Someone's own words, kept as they wrote them, line breaks included. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'table'; table: BriefTable }
  | { kind: 'note'; text: string };

export type BriefSectionKey = 'who' | 'standing' | 'team' | 'offers' | 'questions' | 'priority';

type BriefSection = { key: BriefSectionKey; heading: string; blocks: BriefBlock[] };

/**
 * A lead's pre-call brief, worded in the consultant's language: what the page and the PDF show,
 * in the order they show it, so that both say the same. Every value is text to print, never
 * markup: the lead's own words come through as they were typed.
 */
export type Brief = {
  locale: Locale;
  title: string;
  intro: string;
  /** The PDF's download link's words, and its file's name (ASCII, no path). */
  download: string;
  fileName: string;
  sections: BriefSection[];
};

type Person = {
  name: string;
  company: string;
  size: CompanySize | null;
  locale: string;
  message: string | null;
};

/** Who left the lead, whatever the table: a result's person is the contact left before it. */
function personOf(source: BriefSource): Person {
  const { payload } = source;
  switch (payload.table) {
    case 'call_bookings':
      return {
        name: payload.lead.name,
        company: '',
        size: null,
        locale: payload.lead.locale ?? '',
        message: null,
      };
    case 'assessment_results': {
      const contact = payload.contact;
      return {
        name: [contact?.first_name, contact?.last_name].filter(Boolean).join(' '),
        company: contact?.company_name ?? '',
        size: contact?.company_size ?? null,
        locale: payload.lead.locale,
        message: null,
      };
    }
    default:
      return {
        name: `${payload.lead.first_name} ${payload.lead.last_name}`.trim(),
        company: payload.lead.company_name,
        size: payload.lead.company_size,
        locale: payload.lead.locale,
        message: payload.table === 'contact_submissions' ? payload.lead.message : null,
      };
  }
}

/** A result's categories, weakest first; equals in the assessment's order. */
function weakestFirst<Score extends Pick<CategoryScore, 'category' | 'percentage'>>(
  scores: readonly Score[],
): Score[] {
  const rank = (key: string) => {
    const index = CATEGORY_KEYS.indexOf(key as CategoryKey);
    return index < 0 ? CATEGORY_KEYS.length : index;
  };
  return [...scores].sort(
    (a, b) => Number(a.percentage) - Number(b.percentage) || rank(a.category) - rank(b.category),
  );
}

/** The categories a lead is weakest in, weakest first; none for a lead without scores. */
export function weakestCategories(source: BriefSource): CategoryKey[] {
  if (source.payload.table !== 'assessment_results') return [];
  return weakestFirst(source.payload.lead.category_scores)
    .map(({ category }) => category)
    .filter((key): key is CategoryKey => CATEGORY_KEYS.includes(key as CategoryKey));
}

/** The message a lead wrote, if any: the words the offers are searched with. */
export function messageOf(source: BriefSource): string | null {
  return personOf(source).message;
}

/** Latin letters that no decomposition takes to ASCII. */
const LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
};

/**
 * The PDF's file name: `brief-<company or name>-<day>.pdf`, in lower-case ASCII letters, digits
 * and hyphens, so that no name typed in a form reaches a header or a path.
 */
export function briefFileName(source: BriefSource): string {
  const person = personOf(source);
  const slug = (person.company || person.name)
    .replace(/[łŁøØđĐßæÆœŒ]/g, (letter) => LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const day = source.entry.createdAt.slice(0, 10).replace(/[^0-9-]/g, '');
  return `brief-${slug || 'lead'}-${day}.pdf`;
}

/** One line of someone's text, cut at a word when it is long. */
function oneLine(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

function sizeOf(value: string | null | undefined): CompanySize | null {
  return COMPANY_SIZES.find((size) => size === value) ?? null;
}

/** Builds the brief of a lead: a pure function of what the database, content and settings hold. */
export function buildBrief(input: BriefInput): Brief {
  const { source, locale, messages } = input;
  const t = createTranslator({ locale, messages, namespace: 'brief' });
  const sizes = createTranslator({ locale, messages, namespace: 'results.sizes' });
  const { languageTag } = localeEntry(locale);
  const person = personOf(source);
  const percent = (value: number) => formatPercentage(Number(value), locale);
  const level = (value: ReadinessLevel) => t(`levels.${levelKey(value)}`);
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(languageTag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: input.timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso));
  const day = (iso: string) => formatDate(iso, locale);
  const size = (value: CompanySize | null) => (value ? sizes(value) : t('notGiven'));
  const categoryName = (key: string) => input.categoryNames[key as CategoryKey] ?? key;
  const languageName = (code: string) => {
    const name = isLocale(code)
      ? new Intl.DisplayNames([languageTag], { type: 'language' }).of(code)
      : undefined;
    return name ? name.charAt(0).toLocaleUpperCase(languageTag) + name.slice(1) : t('notGiven');
  };
  const kind = (table: DeskTable) => t(`kinds.${table}`);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(items);

  const mailboxConfirmed =
    source.payload.table === 'assessment_results' && Boolean(source.payload.lead.confirmed_at);

  const threadSummary = (entry: ThreadEntry): string => {
    const parts: string[] = [];
    if (entry.message) parts.push(oneLine(entry.message));
    if (entry.percentage !== null) {
      const known = ['High', 'Moderate', 'Low', 'Very Low'].includes(entry.level ?? '');
      parts.push(
        [percent(entry.percentage), known ? level(entry.level as ReadinessLevel) : '']
          .filter(Boolean)
          .join(', '),
      );
    }
    if (entry.callAt) parts.push(t('thread.call', { time: moment(entry.callAt) }));
    if (parts.length === 0 && (entry.companyName || entry.companySize)) {
      parts.push(
        [entry.companyName, entry.companySize ? size(sizeOf(entry.companySize)) : '']
          .filter(Boolean)
          .join(', '),
      );
    }
    if (!entry.sameMailbox) parts.push(t('thread.otherAddress', { name: entry.name }));
    return parts.join(' · ');
  };

  const thread = [...source.thread].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id),
  );

  const who: BriefSection = {
    key: 'who',
    heading: t('sections.who'),
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('who.lead'), value: kind(source.entry.table) },
          { label: t('who.received'), value: moment(source.entry.createdAt) },
          { label: t('who.name'), value: person.name || t('notGiven') },
          { label: t('who.company'), value: person.company || t('notGiven') },
          { label: t('who.size'), value: size(person.size) },
          { label: t('who.language'), value: languageName(person.locale) },
          {
            label: t('who.mailbox'),
            value: mailboxConfirmed ? t('mailbox.confirmed') : t('mailbox.unconfirmed'),
          },
          {
            label: t('who.prospecting'),
            value: source.payload.objected ? t('prospecting.objected') : t('prospecting.allowed'),
          },
        ],
      },
      ...(person.message
        ? [{ kind: 'quote' as const, label: t('who.message'), text: person.message }]
        : []),
      thread.length > 0
        ? {
            kind: 'table',
            table: {
              caption: t('thread.caption'),
              columns: [t('thread.date'), t('thread.kind'), t('thread.summary')],
              rows: thread.map((entry) => ({
                header: day(entry.createdAt),
                cells: [kind(entry.table), threadSummary(entry)],
              })),
            },
          }
        : { kind: 'note', text: t('thread.none') },
    ],
  };

  const standing = ((): BriefSection => {
    const section = { key: 'standing' as const, heading: t('sections.standing') };
    if (source.payload.table !== 'assessment_results') {
      return { ...section, blocks: [{ kind: 'note', text: t('standing.none') }] };
    }
    const result: OutboxPayloadOf<'assessment_results'>['lead'] = source.payload.lead;
    const standings = standingsOf(source.standings);
    // The company's own size band says more than everyone; everyone when the band is too small.
    const benchmark = (groups: readonly Standing[] | undefined): string => {
      const chosen =
        groups?.find(({ group }) => sizeOf(group)) ?? groups?.find(({ group }) => group === 'all');
      if (!chosen) return t('standing.noBenchmark');
      const values = { percent: percent(chosen.percentAhead) };
      const size = sizeOf(chosen.group);
      return size
        ? t('standing.ahead', { ...values, size: sizes(size) })
        : t('standing.aheadAll', values);
    };
    const previous = source.previous;
    const progress = (before: number | undefined, now: number): string => {
      if (!previous || before === undefined) return t('standing.firstResult');
      const points = Math.round(Math.abs(Number(now) - Number(before)) * 10) / 10;
      const date = day(previous.created_at);
      if (points === 0) return t('standing.same', { date });
      return t(Number(now) > Number(before) ? 'standing.up' : 'standing.down', { points, date });
    };
    const row = (
      header: string,
      score: { percentage: number; readinessLevel: ReadinessLevel },
      groups: readonly Standing[] | undefined,
      before: number | undefined,
    ): BriefRow => ({
      header,
      cells: [
        percent(score.percentage),
        level(score.readinessLevel),
        benchmark(groups),
        progress(before, score.percentage),
      ],
    });
    const previousOf = (key: string) =>
      previous?.category_scores.find(({ category }) => category === key)?.percentage;
    return {
      ...section,
      blocks: [
        {
          kind: 'table',
          table: {
            caption: t('standing.caption'),
            columns: [
              t('standing.category'),
              t('standing.score'),
              t('standing.level'),
              t('standing.benchmark'),
              t('standing.progress'),
            ],
            rows: [
              ...weakestFirst(result.category_scores).map((score) =>
                row(
                  categoryName(score.category),
                  score,
                  standings?.categories[score.category],
                  previousOf(score.category),
                ),
              ),
              row(
                t('standing.overall'),
                { percentage: result.percentage, readinessLevel: result.overall_readiness_level },
                standings?.overall,
                previous?.percentage,
              ),
            ],
          },
        },
      ],
    };
  })();

  // The team's spread, never one person's: nothing but its size until enough have answered.
  const teamSection = ({ role, view }: BriefTeam): BriefSection => {
    const facts: BriefBlock = {
      kind: 'facts',
      facts: [
        { label: t('team.company'), value: view.companyName || t('notGiven') },
        {
          label: t('team.respondents'),
          value: t('team.respondentsValue', { respondents: view.respondents }),
        },
        { label: t('team.role'), value: t(role === 'owner' ? 'team.owner' : 'team.member') },
      ],
    };
    if (view.respondents < TEAM_MIN_RESPONDENTS || !view.categories) {
      return {
        key: 'team',
        heading: t('sections.team'),
        blocks: [facts, { kind: 'note', text: t('team.waiting', { min: TEAM_MIN_RESPONDENTS }) }],
      };
    }
    const score = (value: number, max: number) => t('team.score', { score: value, max });
    const questions = view.questions ?? [];
    return {
      key: 'team',
      heading: t('sections.team'),
      blocks: [
        facts,
        {
          kind: 'table',
          table: {
            caption: t('team.caption'),
            columns: [t('team.category'), t('team.median'), t('team.lowest'), t('team.highest')],
            rows: view.categories.map((row) => ({
              header: categoryName(row.category),
              cells: [
                score(row.median, row.maxScore),
                score(row.lowest, row.maxScore),
                score(row.highest, row.maxScore),
              ],
            })),
          },
        },
        questions.length > 0
          ? {
              kind: 'table',
              table: {
                caption: t('team.questionsCaption'),
                columns: [t('team.question'), t('team.asked'), t('team.spread')],
                rows: questions.map((question) => ({
                  header: t('team.questionNumber', { number: question.number }),
                  cells: [
                    input.questionTexts?.[question.number] ?? t('notGiven'),
                    t('team.spreadValue', { lowest: question.lowest, highest: question.highest }),
                  ],
                })),
              },
            }
          : { kind: 'note', text: t('team.noQuestions') },
      ],
    };
  };

  const offerRows = (offers: readonly BriefOffer[]): BriefRow[] =>
    offers.map((offer) => {
      const why = [
        offer.categories.length > 0
          ? t('offers.categories', { categories: list(offer.categories.map(categoryName)) })
          : '',
        offer.words.length > 0 ? t('offers.words', { words: offer.words.join(', ') }) : '',
      ].filter(Boolean);
      return {
        header: offer.title,
        href: offer.url,
        cells: [why.length > 0 ? why.join(' ') : t('offers.general')],
      };
    });
  const offerTable = (caption: string, none: string, offers: readonly BriefOffer[]): BriefBlock =>
    offers.length > 0
      ? {
          kind: 'table',
          table: {
            caption,
            columns: [t('offers.page'), t('offers.why')],
            rows: offerRows(offers),
          },
        }
      : { kind: 'note', text: none };
  const offers: BriefSection = {
    key: 'offers',
    heading: t('sections.offers'),
    blocks: [
      offerTable(
        t('offers.services'),
        t('offers.noServices'),
        input.offers.filter((offer) => offer.kind === 'service'),
      ),
      offerTable(
        t('offers.stories'),
        t('offers.noStories'),
        input.offers.filter((offer) => offer.kind === 'story'),
      ),
    ],
  };

  const questions: BriefSection = {
    key: 'questions',
    heading: t('sections.questions'),
    blocks: [
      input.questions.length > 0
        ? {
            kind: 'table',
            table: {
              caption: t('questions.caption'),
              columns: [t('questions.question'), t('questions.why')],
              rows: input.questions.map((question) => ({
                header: question.text,
                cells: [question.why],
              })),
            },
          }
        : { kind: 'note', text: t('questions.none') },
    ],
  };

  const { entry } = source;
  const callAt =
    entry.callAt ?? (source.payload.table === 'call_bookings' ? source.payload.lead.call_at : null);
  const priority: BriefSection = {
    key: 'priority',
    heading: t('sections.priority'),
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('priority.tier'), value: input.tier ?? t('priority.noTier') },
          {
            label: t('priority.reasons'),
            value: input.reasons.length > 0 ? input.reasons.join(' · ') : t('notGiven'),
          },
          { label: t('priority.owner'), value: input.owner ?? t('priority.unassigned') },
          {
            label: t('priority.taken'),
            value:
              entry.takenBy && entry.takenAt
                ? t('priority.takenBy', { who: entry.takenBy, time: moment(entry.takenAt) })
                : t('priority.notTaken'),
          },
          { label: t('priority.call'), value: callAt ? moment(callAt) : t('priority.noCall') },
        ],
      },
    ],
  };

  const name = person.name || person.company || t('notGiven');
  return {
    locale,
    title: t('documentTitle', {
      name: person.company && person.name ? `${person.name}, ${person.company}` : name,
    }),
    intro: t('intro'),
    download: t('download'),
    fileName: briefFileName(source),
    sections: [
      who,
      standing,
      ...(source.team ? [teamSection(source.team)] : []),
      offers,
      questions,
      priority,
    ],
  };
}
