import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { localeField, sectionField, visitorQuestionsField } from '../shared/fields';
import { cardField, pageDocument, pageIntroFields } from '../shared/page';

/** The topics the assessment covers, in the order of the grid; each has its fixed picture. */
const assessmentTopicKeys = [
  'strategic',
  'technical',
  'financial',
  'risk',
  'insights',
  'advantage',
] as const;

const topicTitles: Record<(typeof assessmentTopicKeys)[number], string> = {
  strategic: 'Strategic analysis',
  technical: 'Technical readiness',
  financial: 'Financial planning',
  risk: 'Risk assessment',
  insights: 'Actionable insights',
  advantage: 'Competitive advantage',
};

export const assessmentInfoPage = pageDocument(
  'assessmentInfoPage',
  'Assessment start page',
  ClipboardIcon,
  [
    ...pageIntroFields(),
    sectionField('form', 'Form', [
      localeField('title', 'localeString', { title: 'Heading above the form' }),
      localeField('intro', 'localeText', { title: 'Line under the heading' }),
    ]),
    sectionField('topics', 'What the assessment covers', [
      localeField('heading', 'localeString'),
      ...assessmentTopicKeys.map((key) => cardField(key, `${topicTitles[key]} card`)),
    ]),
    visitorQuestionsField(),
  ],
);
