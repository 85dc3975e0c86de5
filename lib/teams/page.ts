import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getAssessmentCategories, getAssessmentQuestions } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { teamReport, type TeamReport } from './report';
import { readOwnedTeam, type OwnedTeam } from './server';

/** What the owner's results page and its PDF show of the team. */
export type OwnerTeam =
  | { status: 'unavailable' }
  | { status: 'none' }
  | { status: 'ready'; team: OwnedTeam | null; report: TeamReport | null };

/**
 * The team of the result whose owner's link is `ownerToken`, with its view in `locale`. 'none'
 * when the link is no confirmed result's owner's; 'unavailable' when the database cannot answer.
 */
export async function loadOwnerTeam(ownerToken: string, locale: Locale): Promise<OwnerTeam> {
  let team: OwnedTeam | null | undefined;
  try {
    team = await readOwnedTeam(ownerToken);
  } catch (error) {
    console.error('[teams] the team could not be read', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return { status: 'unavailable' };
  }
  if (team === undefined) return { status: 'none' };
  if (!team?.view.categories) return { status: 'ready', team, report: null };

  const [t, categories, questions] = await Promise.all([
    getTranslations({ locale, namespace: 'team.view' }),
    getAssessmentCategories(locale),
    getAssessmentQuestions(locale),
  ]);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const report = teamReport(team.view, categories, questions, {
    caption: t('caption'),
    columns: {
      category: t('category'),
      median: t('median'),
      lowest: t('lowest'),
      highest: t('highest'),
      outOf: t('outOf'),
    },
    apartTitle: t('apartTitle'),
    apartItem: (low, high) => t('apartItem', { low, high }),
    apartNone: t('apartNone'),
    number: (value) => number.format(value),
  });
  return { status: 'ready', team, report };
}
