import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { readLinkedResult } from '@/lib/assessment/results/link';
import type { StoredResult } from '@/lib/assessment/session/stored-result';
import { getResultsPage } from '@/lib/content';
import ResultsPage from '../page';
import { resolveLocale } from '@/lib/i18n/server';
import { TeamSection } from '@/components/assessment/team/team-section';
import { loadOwnerTeam } from '@/lib/teams/page';

type LinkPageProps = PageProps<'/[locale]/results/[token]'>;

// The address is the only key to the result: no search engine, no other site, no cache keeps it.
export async function generateMetadata({ params }: LinkPageProps): Promise<Metadata> {
  const { title } = await getResultsPage(await resolveLocale(params));
  return { title, robots: { index: false, follow: false }, referrer: 'strict-origin' };
}

/**
 * A stored result through its private link, in the page's language: what the visitor saw after the
 * questions, for anyone holding the link. A link the database does not know is the 404.
 */
export default async function ResultsLinkPage({ params, searchParams }: LinkPageProps) {
  // Read on every request: a result erased a moment ago must not be served from a cache.
  await connection();
  const locale = await resolveLocale(params);
  const { token } = await params;
  const linked = await readLinkedResult(token);
  if (!linked) notFound();

  const { result: scores, person, extras } = linked;
  const result: StoredResult = {
    totalScore: scores.totalScore,
    maxPossibleScore: scores.maxPossibleScore,
    overallReadinessLevel: scores.overallReadinessLevel,
    percentage: scores.percentage,
    categoryScores: scores.categoryScores,
    // Who it was prepared for; the address stays in the database.
    contactInfo: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      companyName: person?.companyName ?? '',
      companySize: person?.companySize ?? '1-10',
      ...(person?.sector ? { sector: person.sector } : {}),
      email: '',
    },
    completedAt: scores.createdAt,
    locale,
    extras,
  };

  // Only the owner's link, the results e-mail's, reaches the team: never the page's link, which the
  // respondent may have passed on.
  const team = linked.owner ? await loadOwnerTeam(token, locale) : { status: 'none' as const };
  const failed = (await searchParams).team === 'failed';

  return (
    <ResultsPage params={params} stored={result}>
      {team.status === 'none' ? null : (
        <TeamSection locale={locale} ownerToken={token} team={team} failed={failed} />
      )}
    </ResultsPage>
  );
}
