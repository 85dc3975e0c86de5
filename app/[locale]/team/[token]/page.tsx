import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { JoinTeam } from '@/components/assessment/team/join-team';
import { LeadFormCard } from '@/components/forms/lead-form-card';
import { PageIntro } from '@/components/ui/page-intro';
import { getAssessmentInfoPage, getPrivacyNotices, getSectors } from '@/lib/content';
import { resolveLocale } from '@/lib/i18n/server';
import { QUESTION_COUNT } from '@/lib/model';
import { readTeamInvite } from '@/lib/teams/server';

type TeamPageProps = PageProps<'/[locale]/team/[token]'>;

// The address is a key to a team: no search engine, no other site, no cache keeps it.
export async function generateMetadata({ params }: TeamPageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolveLocale(params),
    namespace: 'team.invite',
  });
  return {
    title: t('pageTitle'),
    robots: { index: false, follow: false },
    referrer: 'strict-origin',
  };
}

/**
 * Where a team link leads a colleague: who invited them and for which company, what each person
 * sees, then the assessment's details form under its notice. A link that is unknown or was
 * stopped is the 404.
 */
export default async function TeamInvitePage({ params }: TeamPageProps) {
  // Read on every request: a link stopped a moment ago must not open from a cache.
  await connection();
  const locale = await resolveLocale(params);
  const { token } = await params;
  const invite = await readTeamInvite(token);
  if (!invite) notFound();

  const [t, page, notices, sectors] = await Promise.all([
    getTranslations({ locale, namespace: 'team.invite' }),
    getAssessmentInfoPage(locale),
    getPrivacyNotices(locale),
    getSectors(locale),
  ]);
  const name = `${invite.firstName} ${invite.lastName}`.trim();
  const company = invite.companyName;

  return (
    <>
      <PageIntro
        title={t('title', { company })}
        description={t('intro', { name, company, domain: invite.domain })}
      />
      <JoinTeam token={token} companyName={company} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <LeadFormCard
          kind="assessmentLead"
          locale={locale}
          copy={{ title: page.form.title, intro: t('start', { count: QUESTION_COUNT }) }}
          notice={{ text: notices.assessment, link: notices.linkLabel }}
          sectors={sectors}
        />
        <section aria-labelledby="team-sees-title" className="flex flex-col gap-3 text-ink-700">
          <h2 id="team-sees-title" className="text-xl font-bold text-ink-900">
            {t('seesTitle')}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>{t('seesOwn')}</li>
            <li>{t('seesConfirm')}</li>
            <li>{t('seesTeam', { name })}</li>
            <li>{t('seesFirm')}</li>
          </ul>
        </section>
      </div>
    </>
  );
}
