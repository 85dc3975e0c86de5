import { BarChartIcon } from '@sanity/icons/BarChart';
import { CaseIcon } from '@sanity/icons/Case';
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { CommentIcon } from '@sanity/icons/Comment';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { ControlsIcon } from '@sanity/icons/Controls';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { OlistIcon } from '@sanity/icons/Olist';
import { RocketIcon } from '@sanity/icons/Rocket';
import { UsersIcon } from '@sanity/icons/Users';
import { TagsIcon } from '@sanity/icons/Tags';
import { ThListIcon } from '@sanity/icons/ThList';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { pageTypes, type PageType } from '../lib/routes';

/** A singleton opens its one document, whose id is its type name; its title and icon are the type's. */
function singleton(S: StructureBuilder, typeName: string, title?: string, icon?: ComponentType) {
  const type = S.context.schema.get(typeName);
  const name = title ?? type?.title ?? typeName;
  return S.listItem()
    .id(typeName)
    .title(name)
    .icon(icon ?? type?.icon)
    .child(S.document().schemaType(typeName).documentId(typeName).title(name));
}

/**
 * The documents of the pages that are one of a kind, in the menu's order, from the page registry:
 * a new page type is listed here once its document type exists. A service or a story is a page
 * per document, listed with its kind below.
 */
const pageSingletons: readonly string[] = Object.values(pageTypes as Record<string, PageType>)
  .filter((type) => !type.slugs)
  .map((type) => type.document);

function orderedList(S: StructureBuilder, typeName: string, title: string, ...fields: string[]) {
  return S.documentTypeList(typeName)
    .title(title)
    .defaultOrdering(fields.map((field) => ({ field, direction: 'asc' })));
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
      singleton(S, 'siteSettings'),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Pages')
            .items(pageSingletons.map((typeName) => singleton(S, typeName))),
        ),
      singleton(S, 'assessmentSettings', 'Assessment levels', ControlsIcon),
      singleton(S, 'emailSettings'),
      S.divider(),
      group(S, 'service', 'Services', RocketIcon),
      group(S, 'useCase', 'Use cases', CaseIcon),
      group(S, 'faqItem', 'FAQ', HelpCircleIcon),
      group(S, 'statistic', 'Statistics', BarChartIcon),
      group(S, 'sector', 'Sectors', TagsIcon),
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
                .child(
                  orderedList(S, 'assessmentQuestion', 'Questions', 'category.order', 'position'),
                ),
            ]),
        ),
      S.listItem()
        .id('consultants')
        .title('Consultants')
        .icon(UsersIcon)
        .child(
          S.list()
            .title('Consultants')
            .items([
              S.listItem()
                .id('briefQuestion')
                .title('Questions for the call')
                .icon(CommentIcon)
                .child(orderedList(S, 'briefQuestion', 'Questions for the call', 'category')),
            ]),
        ),
    ]);
