import { BarChartIcon } from '@sanity/icons/BarChart';
import { CaseIcon } from '@sanity/icons/Case';
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { ControlsIcon } from '@sanity/icons/Controls';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { LockIcon } from '@sanity/icons/Lock';
import { HomeIcon } from '@sanity/icons/Home';
import { OlistIcon } from '@sanity/icons/Olist';
import { RocketIcon } from '@sanity/icons/Rocket';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { ThListIcon } from '@sanity/icons/ThList';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

/** A singleton opens its one document, whose id is its type name. */
function singleton(S: StructureBuilder, typeName: string, title: string, icon: ComponentType) {
  return S.listItem()
    .id(typeName)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(typeName).documentId(typeName).title(title));
}

function orderedList(S: StructureBuilder, typeName: string, title: string, field: string) {
  return S.documentTypeList(typeName)
    .title(title)
    .defaultOrdering([{ field, direction: 'asc' }]);
}

function group(S: StructureBuilder, typeName: string, title: string, icon: ComponentType) {
  return S.listItem()
    .id(typeName)
    .title(title)
    .icon(icon)
    .child(orderedList(S, typeName, title, 'order'));
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'siteSettings', 'Site settings', CogIcon),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Pages')
            .items([
              singleton(S, 'homePage', 'Home page', HomeIcon),
              singleton(S, 'aiSolutionsPage', 'AI solutions page', SparklesIcon),
              singleton(S, 'useCasesPage', 'Use cases page', CaseIcon),
              singleton(S, 'faqPage', 'FAQ page', HelpCircleIcon),
              singleton(S, 'contactPage', 'Contact page', EnvelopeIcon),
              singleton(S, 'assessmentInfoPage', 'Assessment start page', ClipboardIcon),
              singleton(S, 'assessmentPage', 'Assessment page', OlistIcon),
              singleton(S, 'resultsPage', 'Results page', BarChartIcon),
              singleton(S, 'legalNoticePage', 'Legal notice', InfoOutlineIcon),
              singleton(S, 'privacyPolicyPage', 'Privacy policy', LockIcon),
            ]),
        ),
      singleton(S, 'assessmentSettings', 'Assessment levels', ControlsIcon),
      singleton(S, 'emailSettings', 'E-mails to visitors', EnvelopeIcon),
      S.divider(),
      group(S, 'service', 'Services', RocketIcon),
      group(S, 'useCase', 'Use cases', CaseIcon),
      group(S, 'faqItem', 'FAQ', HelpCircleIcon),
      group(S, 'statistic', 'Statistics', BarChartIcon),
      S.listItem()
        .id('assessment')
        .title('Assessment')
        .icon(ClipboardIcon)
        .child(
          S.list()
            .title('Assessment')
            .items([
              S.listItem()
                .id('assessmentCategory')
                .title('Categories')
                .icon(ThListIcon)
                .child(orderedList(S, 'assessmentCategory', 'Categories', 'order')),
              S.listItem()
                .id('assessmentQuestion')
                .title('Questions')
                .icon(OlistIcon)
                .child(orderedList(S, 'assessmentQuestion', 'Questions', 'number')),
            ]),
        ),
    ]);
