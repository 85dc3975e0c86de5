'use client';

import { useMemo } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
import { parseJoinedTeam } from '@/lib/assessment/session/team';
import { DetailsNeeded } from './details-needed';
import { QuestionFlow } from './question-flow';
import type { WizardQuestion } from './types';
import { useSessionValue } from '../use-session-value';
import { WizardPlaceholder } from './wizard-placeholder';
import type { WizardText } from './wizard-text';

type AssessmentWizardProps = {
  locale: Locale;
  questions: WizardQuestion[];
  text: WizardText;
};

/** The questions are only for visitors who left their details on the assessment-info page. */
export function AssessmentWizard({ locale, questions, text }: AssessmentWizardProps) {
  const storedContact = useSessionValue(SESSION_KEYS.contactInfo);
  const storedTeam = useSessionValue(SESSION_KEYS.team);
  const team = useMemo(() => parseJoinedTeam(storedTeam ?? null), [storedTeam]);
  const contactInfo = useMemo(
    () => (storedContact === undefined ? undefined : parseContactInfo(storedContact)),
    [storedContact],
  );

  if (contactInfo === null) {
    return (
      <DetailsNeeded href={localizedPath(locale, paths.assessmentInfo)} text={text.detailsNeeded} />
    );
  }
  if (contactInfo === undefined) {
    return (
      <WizardPlaceholder
        loadingLabel={text.loading}
        noScript={text.noScript}
        contactHref={localizedPath(locale, paths.contact)}
      />
    );
  }
  return (
    <>
      {team ? (
        <p
          className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink-800"
          data-team-note
        >
          {text.team.joined.replace('{company}', () => team.companyName)}
        </p>
      ) : null}
      <QuestionFlow locale={locale} questions={questions} contactInfo={contactInfo} text={text} />
    </>
  );
}
