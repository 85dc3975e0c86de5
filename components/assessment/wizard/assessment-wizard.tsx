'use client';

import { useMemo } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routing';
import { paths } from '@/lib/routes';
import { SESSION_KEYS } from '@/lib/session/keys';
import { parseContactInfo } from '@/lib/assessment/session/contact-info';
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
    <QuestionFlow locale={locale} questions={questions} contactInfo={contactInfo} text={text} />
  );
}
