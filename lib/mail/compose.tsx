import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import {
  buildAssessmentReport,
  type ReportFonts,
  type ReportTranslator,
} from '@/lib/assessment/report/build-report';
import { levelKey, scoredCategories, type ResultsContent } from '@/lib/assessment/results/content';
import { formatPercentage } from '@/lib/assessment/results/format';
import { selectRecommendations, type CategoryKey } from '@/lib/assessment/scoring';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import type { EmailTexts, ReportCopy, Sectors } from '@/lib/content/types';
import { fill } from '@/lib/i18n/fill';
import { localizedPath } from '@/lib/i18n/routing';
import { confirmPath, paths, unsubscribePath } from '@/lib/routes';
import { localeEntry, localeOr, salesLocale, type Locale } from '@/lib/i18n/locales';
import {
  scoresOf,
  standingsOf,
  type OutboxPayload,
  type OutboxPayloadOf,
  type StoredRow,
} from '@/lib/database/rows';
import type { ResultLinks } from '@/lib/database/link-token';
import { previousResultOf } from '@/lib/assessment/results/standing';
import {
  readableStandings,
  sectorNamesOf,
  standingSentence,
} from '@/lib/assessment/results/standing-text';
import { formatDate } from '@/lib/assessment/results/format';
import { AssessmentResults } from './templates/assessment-results';
import { ContactConfirmation } from './templates/contact-confirmation';
import type { MailFooterProps } from './templates/mail-footer';
import { MailboxConfirmation } from './templates/mailbox-confirmation';
import { SalesDigest } from './templates/sales-digest';
import { SalesNotification } from './templates/sales-notification';
import { ButtonMessage } from './templates/button-message';
import type { MailMessage } from './transport';
import type { DeskPayload } from '@/lib/database/rows';
import { sectorLabel, type SectorNames } from '@/lib/model/sector';
import type { Tier } from '@/lib/model/tier';
import { TEAM_MIN_RESPONDENTS } from '@/lib/model/team';
import type { Messages } from 'next-intl';

/** What the sales team's notice needs besides the lead: settings only, never the Content Lake. */
export type SalesContext = {
  /** The address the site's mail comes from (MAIL_FROM). */
  from: string;
  /** The sales team (LEADS_NOTIFY_TO). */
  salesTo: string[];
  /** The public address of the site (SITE_URL), which links in e-mails start with. */
  siteUrl: string;
  /** The links of a stored result, from its id and nonce (lib/assessment/results/link). */
  resultLinks: (resultId: string, nonce: string) => ResultLinks;
  /** The sectors' names in the consultants' language; without them a lead names its sector's key. */
  sectorNames?: SectorNames;
};

/** The full address of one of a stored result's links, in a language. */
function linkUrl(
  context: SalesContext,
  result: Pick<StoredRow<'assessment_results'>, 'id' | 'link_nonce' | 'locale'>,
  link: keyof ResultLinks,
): string {
  const token = context.resultLinks(result.id, result.link_nonce)[link];
  const path = link === 'confirm' ? confirmPath : paths.results;
  return `${context.siteUrl}${localizedPath(localeOr(result.locale), `${path}/${token}`)}`;
}

/** The words of a team owner's e-mail, from the dictionary's `teamMail`. */
type TeamMailTranslator = (
  key: keyof Messages['teamMail'],
  values?: Record<string, string | number>,
) => string;

/**
 * Everything a visitor's e-mail needs besides the lead, in each language: read before a delivery
 * run claims anything, so that a slow Content Lake delays e-mails, never doubles them.
 */
export type MailContext = SalesContext & {
  siteName: string;
  schedulingUrl: string;
  content: (locale: Locale) => ResultsContent;
  texts: (locale: Locale) => EmailTexts;
  /** The results page's report headings and level names, shared with the report. */
  copy: (locale: Locale) => ReportCopy;
  /** The published sectors, whose names the comparison with the sector reads. */
  sectors: (locale: Locale) => Sectors;
  /** The dictionary's results texts, shared with the report. */
  t: (locale: Locale) => ReportTranslator;
  /** The dictionary's words of the e-mail a team's owner gets. */
  teamWords: (locale: Locale) => TeamMailTranslator;
  fonts: ReportFonts;
  /** The token of the one-click unsubscribe link of the mailbox an address reaches. */
  unsubscribeToken: (address: string) => string;
};

/**
 * What every e-mail to a visitor carries besides its own words: a footer that says why it reaches
 * this address (the form or the assessment of `lead`, on its day), how to object in one click and
 * where the privacy policy is; and the same link, for mail programs, as the one-click unsubscribe
 * of RFC 8058, which posts to the site and needs no login.
 */
function refusal(
  context: MailContext,
  texts: EmailTexts,
  locale: Locale,
  lead: { email: string; created_at: string },
  reason: 'contactReason' | 'assessmentReason',
): { footer: MailFooterProps; unsubscribeUrl: string } {
  const token = context.unsubscribeToken(lead.email);
  const { footer: copy } = texts;
  return {
    footer: {
      reason: fill(copy[reason], { date: formatDate(lead.created_at, locale) }),
      objection: copy.objection,
      unsubscribe: {
        label: copy.unsubscribeLabel,
        href: `${context.siteUrl}${localizedPath(locale, `${unsubscribePath}/${token}`)}`,
      },
      policy: {
        label: copy.policyLabel,
        href: `${context.siteUrl}${localizedPath(locale, paths.privacy)}`,
      },
    },
    unsubscribeUrl: `${context.siteUrl}/api${unsubscribePath}/${token}`,
  };
}

/** How long after an assessment the visitor is invited to take it again. */
const RETAKE_AFTER_MONTHS = 6;

/** The same day `months` later, or the month's last day when it has none: 31 May → 30 November. */
export function monthsAfter(isoDate: string, months: number): Date {
  const date = new Date(isoDate);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** The HTML part, and the plain-text part drawn from it. */
async function rendered(element: ReactElement) {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/**
 * A visitor's subject line: the marketers' words with only the site's own values filled in. Anyone
 * can type anyone's address into a form, so nothing a visitor typed may reach a subject: a
 * placeholder for it (a {firstName} the Studio would refuse) is dropped with its punctuation.
 * Line breaks fold to spaces; French no-break spaces stay, so « élevé : » never wraps before ":".
 */
export function subjectLine(text: string, siteValues: Record<string, string>): string {
  const line = text
    .replace(/\{(\w+)\}/g, (_, name: string) => siteValues[name] ?? '')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .replace(/^[\s,;:\u2013\u2014-]+|[\s,;:\u2013\u2014-]+$/g, '');
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

// A first name as people write theirs: letters of any script, spaces, apostrophes, hyphens and
// initials' dots, 40 characters at most, and nothing shaped like a domain (word.word).
const PLAIN_NAME = /^(?!.*\p{L}{2}\.\p{L}{2})[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]{0,39}$/u;

/**
 * A visitor's greeting: the marketers' words with the first name, when it reads as one. A form
 * filled in with a stranger's address could otherwise greet that stranger with a slogan or a
 * link in the site's name. Without a name, « Bonjour {firstName}, » reads « Bonjour, ».
 */
export function greetingLine(text: string, firstName: string): string {
  const name = PLAIN_NAME.test(firstName.trim()) ? firstName.trim() : '';
  return fill(text, { firstName: name })
    .replace(/[ \t]+,/g, ',')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The address of MAIL_FROM under another display name: the sender name marketers chose. */
export function fromAs(from: string, name: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${mailAddress(from)}>`;
}

/** The bare address of MAIL_FROM, which may carry a display name. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The display name of MAIL_FROM, or its domain: what the sales team's notices are headed with. */
function senderName(from: string): string {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1]?.trim();
  return name || mailAddress(from).split('@')[1] || mailAddress(from);
}

/**
 * The Message-ID of an outbox message's e-mail: the same on every try, so that a message sent
 * again after a crash is recognisable, and a mail system that keeps message ids drops it.
 */
export function messageIdFor(outboxId: string, from: string): string {
  return `<${outboxId}@${mailAddress(from).split('@')[1] ?? 'localhost'}>`;
}

type Person = {
  firstName: string;
  lastName: string;
  companyName: string;
  companySize: string;
  sector?: string | null;
};

/** Who left a lead: from the lead itself, or for a result from the details left before it. */
function personOf(row: StoredRow<'assessment_contacts'> | null): Person {
  return {
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    companyName: row?.company_name ?? '',
    companySize: row?.company_size ?? '',
    sector: row?.sector ?? null,
  };
}

/**
 * The categories as the sales team's notice names them: the team's fixed wording, in English, so
 * that the notice needs nothing but the lead and reaches sales during a Content Lake outage.
 */
const SALES_CATEGORY_NAMES: Record<CategoryKey, string> = {
  leadership: 'Leadership & Strategic Alignment',
  organization: 'Organizational & Cultural Readiness',
  data: 'Data & Technology Infrastructure',
  financial: 'Financial Readiness & ROI',
  risk: 'Risk Management & Compliance',
};

function salesCategoryName(key: string): string {
  return SALES_CATEGORY_NAMES[key as CategoryKey] ?? key;
}

/** The stored result as the report and the e-mail read it, with who it is for. */
export function storedResultOf({
  lead,
  contact,
}: OutboxPayloadOf<'assessment_results'>): StoredResult {
  // The report names the person and the company; the sector is for the firm.
  const { sector: _sector, ...person } = personOf(contact);
  return {
    totalScore: lead.total_score,
    maxPossibleScore: lead.max_possible_score,
    overallReadinessLevel: lead.overall_readiness_level,
    percentage: lead.percentage,
    categoryScores: lead.category_scores,
    contactInfo: {
      ...person,
      companySize: contact?.company_size ?? '1-10',
      email: lead.email,
    },
    completedAt: new Date(lead.created_at).toISOString(),
    locale: localeOr(lead.locale),
  };
}

/** What the sales team calls each kind of lead. */
const SALES_TITLES: Record<DeskPayload['table'], string> = {
  contact_submissions: 'New contact message',
  assessment_contacts: 'Assessment started',
  assessment_results: 'Assessment completed',
  call_bookings: 'Call booked',
};

/** Who left a lead, as the sales team reads it. */
function salesPersonOf(payload: DeskPayload): Person {
  if (payload.table === 'call_bookings') {
    // The booking provider gives one name; the notice shows it whole as the first name.
    return { firstName: payload.lead.name, lastName: '', companyName: '', companySize: '' };
  }
  return personOf(payload.table === 'assessment_results' ? payload.contact : payload.lead);
}

/** The person's name, or their address when they gave none. */
function salesName(person: Person, email: string): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || email;
}

/** When a lead arrived, to the minute, in UTC. */
function receivedAt(lead: { created_at: string }): string {
  return `${new Date(lead.created_at).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

/** The team a colleague's result belongs to, in the sales team's words: "Acme team, 3 respondents". */
function teamLine(payload: DeskPayload): string {
  if (payload.table !== 'assessment_results' || !payload.team) return '';
  const { company_name: company, respondents } = payload.team;
  const count = `${respondents} respondent${respondents === 1 ? '' : 's'}`;
  return `${company ? `${company} team` : 'A team'}, ${count}`;
}

/** A result's overall score in the team's words: "53 of 80 points (66.25%), Moderate". */
function overallScore(result: StoredResult): string {
  return `${result.totalScore} of ${result.maxPossibleScore} points (${result.percentage}%), ${result.overallReadinessLevel}`;
}

/**
 * The sales team's notice of any lead: every field given, the language, the time, any score. It
 * is built from the lead alone, so a Content Lake outage delays no notice, and in the team's
 * English whatever the lead's language, numbers included ("66.25%").
 */
/**
 * What the desk adds to a sales notice: the lead's priority and why, the consultant it was routed
 * to, this recipient's link to take it, the brief's link and, when the brief could be built, the
 * brief itself as a PDF.
 */
export type NoticeDesk = {
  tier: Tier;
  reasons: readonly string[];
  owner: string;
  takeUrl: string;
  briefUrl: string;
  callAt?: string | null;
  brief?: { filename: string; content: Uint8Array };
  /** For the reminder to the fallback address: the business minutes nobody took the lead in. */
  waitingMinutes?: number;
};

/** The time of a call, to the minute, in UTC, as the notice gives every time. */
function callTime(iso: string): string {
  return receivedAt({ created_at: iso });
}

export async function salesNotification(
  payload: DeskPayload,
  context: SalesContext,
  desk?: NoticeDesk,
): Promise<MailMessage> {
  const { lead, table } = payload;
  const person = salesPersonOf(payload);
  const name = salesName(person, lead.email);
  const title = desk?.waitingMinutes
    ? `Nobody took this lead in ${desk.waitingMinutes} minute${desk.waitingMinutes === 1 ? '' : 's'}`
    : SALES_TITLES[table];
  const fields: [string, string][] = [
    ['First name', person.firstName],
    ['Last name', person.lastName],
    ['Email', lead.email],
    ['Company', person.companyName],
    ['Company size', person.companySize ? `${person.companySize} employees` : ''],
    ['Sector', sectorLabel(person.sector, context.sectorNames)],
    // A colleague who answered through a team link: the company's engagement, not one person's.
    ['Team', teamLine(payload)],
    ['Message', payload.table === 'contact_submissions' ? payload.lead.message : ''],
    ['Language', lead.locale ? localeEntry(localeOr(lead.locale)).englishName : ''],
    // What the lead saw, for the consultant to open before the call.
    [
      'Results',
      payload.table === 'assessment_results' ? linkUrl(context, payload.lead, 'visitor') : '',
    ],
    // Anyone can type anyone's address: the results e-mail waits for the mailbox's owner.
    [
      'Mailbox',
      payload.table === 'assessment_results'
        ? payload.lead.confirmed_at
          ? 'confirmed by its owner'
          : 'not confirmed yet: the results e-mail waits until its owner confirms it'
        : '',
    ],
    [
      'Do not prospect',
      payload.objected ? 'this person objected to being prospected: answer, never canvass' : '',
    ],
    ['Call', payload.table === 'call_bookings' ? callTime(payload.lead.call_at) : ''],
    ['Received', receivedAt(lead)],
    ...(desk
      ? ([
          ['Priority', `${desk.tier}${desk.reasons.length ? ` (${desk.reasons.join(', ')})` : ''}`],
          ['Owner', desk.owner],
          ['Call booked', desk.callAt ? callTime(desk.callAt) : ''],
          ['Pre-call brief', desk.briefUrl],
          ['I take this lead', desk.takeUrl],
        ] satisfies [string, string][])
      : []),
  ];
  let scores: { overall: string; categories: string[] } | undefined;
  if (payload.table === 'assessment_results') {
    const result = storedResultOf(payload);
    scores = {
      overall: overallScore(result),
      categories: result.categoryScores.map(
        (score) =>
          `${salesCategoryName(score.category)}: ${score.score} of ${score.maxScore} (${score.percentage}%), ${score.readinessLevel}`,
      ),
    };
  }
  // The database keeps names to one line; the subject folds whatever else to spaces all the same.
  const subject =
    `${payload.objected ? '[Do not prospect] ' : ''}${desk ? `[${desk.tier}] ` : ''}${desk?.waitingMinutes ? 'Waiting: ' : ''}${SALES_TITLES[table]}: ${name}${person.companyName ? `, ${person.companyName}` : ''}`
      .replace(/\s+/g, ' ')
      .slice(0, 300);
  return {
    from: context.from,
    to: context.salesTo,
    replyTo: lead.email,
    subject,
    locale: salesLocale,
    ...(await rendered(
      <SalesNotification
        title={title}
        siteName={senderName(context.from)}
        fields={fields.filter(([, value]) => value !== '')}
        scores={scores}
      />,
    )),
    ...(desk?.brief
      ? {
          attachments: [
            {
              filename: desk.brief.filename,
              content: desk.brief.content,
              contentType: 'application/pdf',
            },
          ],
        }
      : {}),
  };
}

/**
 * The sales notices past their hourly ceiling, as one e-mail: each lead on one line (what it is,
 * when, who, the company, the score, whether the person objected to being prospected) with its
 * results link, in the team's English like the notice. Its Message-ID is the digest's id, which
 * each notice it lists records.
 */
export async function salesDigest(
  digestId: string,
  payloads: readonly DeskPayload[],
  context: SalesContext & {
    perHour: number;
    /** Each lead's place on the desk, in the order of `payloads`. */
    desks?: readonly { tier: Tier; owner: string; briefUrl: string }[];
  },
): Promise<MailMessage> {
  const lines = payloads.map((payload, index) => {
    const person = salesPersonOf(payload);
    const desk = context.desks?.[index];
    const parts = [
      payload.objected ? '[Do not prospect]' : '',
      desk ? `[${desk.tier}]` : '',
      SALES_TITLES[payload.table],
      receivedAt(payload.lead),
      `${salesName(person, payload.lead.email)} <${payload.lead.email}>`,
      person.companyName,
      teamLine(payload),
      payload.table === 'assessment_results' ? overallScore(storedResultOf(payload)) : '',
      desk ? `owner ${desk.owner}` : '',
    ];
    return {
      // The database keeps names to one line; a line of the digest stays one all the same.
      text: parts.filter(Boolean).join(' · ').replace(/\s+/g, ' '),
      resultsUrl:
        payload.table === 'assessment_results'
          ? linkUrl(context, payload.lead, 'visitor')
          : undefined,
      briefUrl: desk?.briefUrl,
    };
  });
  const leads = `${payloads.length} lead${payloads.length === 1 ? '' : 's'}`;
  const title = `${leads} past ${context.perHour} notices an hour`;
  return {
    from: context.from,
    to: context.salesTo,
    subject: `Digest: ${title}`,
    locale: salesLocale,
    messageId: messageIdFor(digestId, context.from),
    ...(await rendered(
      <SalesDigest
        title={title}
        siteName={senderName(context.from)}
        intro={[
          `More leads arrived than the ${context.perHour} notices an hour the team gets one by one: here are the others, oldest first. Each lead's details and message: npm run leads.`,
          payloads.some((payload) => payload.objected)
            ? '[Do not prospect]: the person objected to being prospected; answer, never canvass.'
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        lines={lines}
      />,
    )),
  };
}

/**
 * The one e-mail an assessment's address gets before its owner proves it: the link that does, the
 * date, and nothing anyone typed, so that no stranger can send words in the site's name.
 */
export async function confirmationMessage(
  payload: OutboxPayload,
  context: MailContext,
): Promise<MailMessage> {
  if (payload.table !== 'assessment_results') {
    throw new Error('Only an assessment result asks its mailbox to confirm.');
  }
  const locale = localeOr(payload.lead.locale);
  const texts = context.texts(locale);
  const copy = texts.mailboxConfirmation;
  const values = { date: formatDate(payload.lead.created_at, locale), siteName: context.siteName };
  const { footer, unsubscribeUrl } = refusal(
    context,
    texts,
    locale,
    payload.lead,
    'assessmentReason',
  );
  return {
    from: fromAs(context.from, texts.senderName),
    to: payload.lead.email,
    subject: subjectLine(copy.subject, values),
    locale,
    unsubscribeUrl,
    ...(await rendered(
      <MailboxConfirmation
        locale={locale}
        siteName={context.siteName}
        body={paragraphs(fill(copy.body, values))}
        button={{ label: copy.buttonLabel, href: linkUrl(context, payload.lead, 'confirm') }}
        ignore={fill(copy.ignore, values)}
        signOff={copy.signOff}
        footer={footer}
      />,
    )),
  };
}

/** Paragraphs as marketers write them in the Studio: separated by a blank line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The visitor's own e-mail: a confirmation of their message, or their assessment results. */
export async function visitorMessage(
  payload: OutboxPayload,
  context: MailContext,
): Promise<MailMessage> {
  const locale = localeOr(payload.lead.locale);
  const texts = context.texts(locale);
  const from = fromAs(context.from, texts.senderName);
  if (payload.table === 'contact_submissions') {
    const { contactConfirmation: copy } = texts;
    // Anyone can type anyone's address into the form, and nobody proved this one: the e-mail
    // carries nothing the visitor typed, not even the name, which « Bonjour {firstName}, » drops.
    const values = { firstName: '' };
    const { footer, unsubscribeUrl } = refusal(
      context,
      texts,
      locale,
      payload.lead,
      'contactReason',
    );
    return {
      from,
      to: payload.lead.email,
      subject: subjectLine(copy.subject, {}),
      locale,
      unsubscribeUrl,
      ...(await rendered(
        <ContactConfirmation
          locale={locale}
          siteName={context.siteName}
          greeting={greetingLine(copy.greeting, values.firstName)}
          body={paragraphs(copy.body)}
          signOff={copy.signOff}
          footer={footer}
        />,
      )),
    };
  }
  // The database queues a visitor's e-mail for a message or a result, never for a started assessment.
  if (payload.table === 'assessment_contacts') {
    throw new Error('A started assessment sends the visitor no e-mail.');
  }
  return resultsMessage(payload, context, locale, texts, from);
}

async function resultsMessage(
  payload: OutboxPayloadOf<'assessment_results'>,
  context: MailContext,
  locale: Locale,
  texts: EmailTexts,
  from: string,
): Promise<MailMessage> {
  const sectors = context.sectors(locale);
  const sectorNames = sectorNamesOf(sectors);
  const standings = standingsOf(payload.standings);
  const ownerLink = linkUrl(context, payload.lead, 'owner');
  const ownerToken = context.resultLinks(payload.lead.id, payload.lead.link_nonce).owner;
  // The attached report is the one the owner's link gives: with the comparison and the progress
  // since, which the database put in the message when the mailbox's owner confirmed it.
  const result = {
    ...storedResultOf(payload),
    extras: {
      link: ownerToken,
      standings,
      previous: payload.previous ? previousResultOf(scoresOf(payload.previous)) : null,
      confirmed: true,
    },
  };
  const { fonts } = context;
  const content = context.content(locale);
  const t = context.t(locale);
  const reportCopy = context.copy(locale);
  const level = levelKey(result.overallReadinessLevel);
  // The level word the attached PDF and the results page's badges print, so that all three agree.
  const levelName = reportCopy.levels[level];
  const copy = texts.assessmentResults;
  const values = { firstName: result.contactInfo.firstName, level: levelName };
  // The PDF the Download button gives, built here from the stored result.
  const pdf = await buildAssessmentReport({
    locale,
    result,
    content,
    sectors,
    copy: reportCopy,
    siteName: context.siteName,
    schedulingUrl: context.schedulingUrl,
    t,
    fonts,
  });
  const percentage = (value: number) => formatPercentage(value, locale);
  const readable = readableStandings(standings, sectorNames);
  const retakeOn = monthsAfter(payload.lead.created_at, RETAKE_AFTER_MONTHS);
  const { footer, unsubscribeUrl } = refusal(
    context,
    texts,
    locale,
    payload.lead,
    'assessmentReason',
  );
  return {
    from,
    to: result.contactInfo.email,
    subject: subjectLine(copy.subject, { level: levelName }),
    locale,
    unsubscribeUrl,
    attachments: [
      { filename: `${t('report.fileName')}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
    ...(await rendered(
      <AssessmentResults
        locale={locale}
        siteName={context.siteName}
        greeting={greetingLine(copy.greeting, values.firstName)}
        intro={copy.intro}
        overall={{
          heading: reportCopy.report.overallHeading,
          score: t('report.overallScore', {
            score: result.totalScore,
            max: result.maxPossibleScore,
            percentage: percentage(result.percentage),
          }),
          level: t('report.overallLevel', { level: levelName }),
          explanation: content.overallLevels?.[level]?.explanation ?? '',
        }}
        categoriesHeading={copy.categoriesHeading}
        recommendationsHeading={reportCopy.report.recommendationsHeading}
        categories={scoredCategories(content, result.categoryScores).map(({ category, score }) => ({
          title: category.title,
          score: t('report.categoryScore', {
            score: score.score,
            max: score.maxScore,
            percentage: percentage(score.percentage),
            level: reportCopy.levels[levelKey(score.readinessLevel)],
          }),
          recommendations: [
            ...selectRecommendations(score.readinessLevel, category.recommendations),
          ],
        }))}
        comparison={
          readable
            ? {
                heading: reportCopy.benchmark.heading,
                sentences: readable.overall.map((standing) =>
                  standingSentence(reportCopy.benchmark, standing, locale, {
                    size: (size) => t(`sizes.${size}`),
                    sector: sectorNames,
                  }),
                ),
              }
            : null
        }
        booking={{ text: copy.bookingText, label: copy.bookingLabel, href: context.schedulingUrl }}
        link={{
          text: copy.linkText,
          label: copy.linkLabel,
          href: ownerLink,
        }}
        retake={{
          text: fill(copy.retakeText, { date: formatDate(retakeOn.toISOString(), locale) }),
          label: copy.retakeLabel,
          href: `${context.siteUrl}${localizedPath(locale, paths.assessmentInfo)}`,
        }}
        attachmentNote={copy.attachmentNote}
        signOff={copy.signOff}
        footer={footer}
      />,
    )),
  };
}

/**
 * The e-mail a team's owner gets when a colleague completes the assessment through the team's
 * link, in the owner's language: how many have answered, whether the team view shows yet, and the
 * owner's own link to it. Nothing of the colleague: the database queues the owner's result, their
 * contact and the team's size, never who answered or what.
 */
export async function teamMessage(
  payload: OutboxPayload,
  context: MailContext,
): Promise<MailMessage> {
  if (payload.table !== 'assessment_results' || !payload.team) {
    throw new Error('Only a colleague’s result in a team tells the team’s owner.');
  }
  const { lead, team } = payload;
  const locale = localeOr(lead.locale);
  const texts = context.texts(locale);
  const t = context.teamWords(locale);
  const { respondents } = team;
  const { footer, unsubscribeUrl } = refusal(context, texts, locale, lead, 'assessmentReason');
  return {
    from: fromAs(context.from, texts.senderName),
    to: lead.email,
    subject: subjectLine(t('subject'), {}),
    locale,
    unsubscribeUrl,
    ...(await rendered(
      <ButtonMessage
        locale={locale}
        siteName={context.siteName}
        body={[
          t('completed', {
            company: team.company_name?.replace(/\s+/g, ' ').trim() || t('yourCompany'),
          }),
          t('count', { respondents }),
          respondents >= TEAM_MIN_RESPONDENTS
            ? t('updated')
            : t('waiting', {
                min: TEAM_MIN_RESPONDENTS,
                remaining: TEAM_MIN_RESPONDENTS - respondents,
              }),
          t('privacy'),
        ]}
        button={{ label: t('button'), href: `${linkUrl(context, lead, 'owner')}#team` }}
        note={t('linkNote')}
        signOff={texts.assessmentResults.signOff}
        footer={footer}
      />,
    )),
  };
}
