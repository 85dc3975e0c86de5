import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { closeTeamForm, openTeamForm } from '@/lib/forms/server/team-actions';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths, teamPath } from '@/lib/routes';
import { TEAM_MIN_RESPONDENTS } from '@/lib/model/team';
import type { OwnerTeam } from '@/lib/teams/page';
import { CopyLinkField } from '../copy-link-field';
import { TeamView } from './team-view';

type TeamSectionProps = {
  locale: Locale;
  /** The owner's link's token: the page's own address, which the buttons carry back. */
  ownerToken: string;
  team: Exclude<OwnerTeam, { status: 'none' }>;
  /** The last button's action failed. */
  failed: boolean;
};

/**
 * The owner's team, under their results (their owner's link only): a link to give colleagues,
 * which they may stop and replace, how many answered, and from three on the team's spread and its
 * PDF. Every button is a form, with JavaScript or without.
 */
export async function TeamSection({ locale, ownerToken, team, failed }: TeamSectionProps) {
  const t = await getTranslations({ locale, namespace: 'team.owner' });
  const hidden = (
    <>
      <input type="hidden" name="token" value={ownerToken} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  const current = team.status === 'ready' ? team.team : null;

  return (
    <section
      id="team"
      aria-labelledby="team-title"
      className="mx-auto mb-16 max-w-7xl scroll-mt-24 px-4 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="team-title" className="text-xl font-bold text-ink-900">
          {t('title')}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-700">{t('intro')}</p>
        {failed ? (
          <p role="alert" className="mt-3 font-medium text-red-800">
            {t('failed')}
          </p>
        ) : null}
        {team.status === 'unavailable' ? (
          <p role="status" className="mt-3 text-ink-700">
            {t('unavailable')}
          </p>
        ) : !current ? (
          <form action={openTeamForm} className="mt-4">
            {hidden}
            <button type="submit" className={buttonClass('primary')}>
              {t('open')}
            </button>
          </form>
        ) : (
          <>
            {current.active ? (
              <>
                <CopyLinkField
                  id="team-link"
                  path={localizedPath(locale, `${teamPath}/${current.token}`)}
                  text={{
                    label: t('linkLabel'),
                    copy: t('copy'),
                    copied: t('copied'),
                    copiedDescription: t('copiedDescription'),
                    copyFailed: t('copyFailed'),
                  }}
                />
                <form action={closeTeamForm} className="mt-3 flex flex-wrap items-center gap-3">
                  {hidden}
                  <button type="submit" className={buttonClass('secondary', 'sm')}>
                    {t('stop')}
                  </button>
                  <span className="text-sm text-ink-700">{t('stopHint')}</span>
                </form>
              </>
            ) : (
              <form action={openTeamForm} className="mt-4 flex flex-col items-start gap-3">
                {hidden}
                <p className="text-ink-700">{t('stopped')}</p>
                <button type="submit" className={buttonClass('primary')}>
                  {t('renew')}
                </button>
              </form>
            )}
            <p
              className="mt-6 font-medium text-ink-900"
              data-team-respondents={current.view.respondents}
            >
              {t('respondents', { count: current.view.respondents })}
            </p>
            {team.status === 'ready' && team.report ? (
              <>
                <TeamView report={team.report} />
                <a
                  href={localizedPath(locale, `${paths.results}/${ownerToken}/team`)}
                  className={`${buttonClass('secondary')} mt-6`}
                  download
                >
                  {t('pdf')}
                </a>
              </>
            ) : (
              <p className="mt-2 text-ink-700">
                {t('waiting', {
                  missing: Math.max(TEAM_MIN_RESPONDENTS - current.view.respondents, 1),
                })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
