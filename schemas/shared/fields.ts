import { defineField } from 'sanity';
import { contentIconNames, iconTitle } from '../../components/ui/content-icons';
import { keyNotTaken } from './unique';
import { inDefaultLocale } from './languages';

type LocaleType = 'localeString' | 'localeText' | 'localeBlockContent';

/** A localized value as the Studio holds it: one text per language. */
export type LocaleValue = Partial<Record<string, unknown>> | undefined;

type LocaleFieldOptions = {
  title?: string;
  description?: string;
  optional?: boolean;
  /** A rule of the field's own: true, or the error that blocks publishing. */
  custom?: (value: LocaleValue) => true | string;
};

/** A localized field; required unless `optional`, so an empty section cannot be published. */
export function localeField(name: string, type: LocaleType, options: LocaleFieldOptions = {}) {
  const { custom } = options;
  return defineField({
    name,
    type,
    title: options.title,
    description: options.description,
    validation: (rule) => {
      const required = options.optional ? rule : rule.required();
      return custom ? required.custom((value) => custom(value as LocaleValue)) : required;
    },
  });
}

/**
 * The questions a page answers, in its visitors' own words: the site's assistant cites the page
 * for them once published. Optional, and not translated: each language lists its own wordings.
 */
export function visitorQuestionsField() {
  return defineField({
    name: 'visitorQuestions',
    title: 'Questions this page answers',
    type: 'localeQuestions',
    description:
      'Write questions as visitors ask them, in their own words, several per page and language (“can AI answer my shop’s emails?”, « combien ça coûte ? »), not translations of each other and not our wording. Once published, the site’s assistant cites this page for them and for questions worded like them. 3 to 200 characters each, each once.',
  });
}

export function headingField() {
  return localeField('heading', 'localeString');
}

export function introField() {
  return localeField('intro', 'localeText');
}

export function orderField(max: number) {
  return defineField({
    name: 'order',
    type: 'number',
    description: `Position in lists, 1 to ${max}.`,
    validation: (rule) => rule.required().integer().min(1).max(max),
  });
}

/** A `key` field restricted (by its option list) to the ids that the site's code knows. */
export function keyField(keys: readonly string[], description?: string) {
  return defineField({
    name: 'key',
    type: 'string',
    description,
    options: { list: [...keys] },
    validation: (rule) => rule.required(),
  });
}

/**
 * The key of a document type with one document per key: no two documents of the type may share
 * it, so together with the option list the type can never hold more documents than keys.
 */
export function documentKeyField(keys: readonly string[], description?: string) {
  return defineField({
    name: 'key',
    type: 'string',
    description: [description, 'Each key once.'].filter(Boolean).join(' '),
    options: { list: [...keys] },
    validation: (rule) => rule.required().custom(keyNotTaken),
  });
}

/** An image whose alternative text is required in both languages. */
export function localizedImageField(
  name: string,
  options: { title?: string; optional?: boolean } = {},
) {
  return defineField({
    name,
    title: options.title,
    type: 'image',
    options: { hotspot: true },
    fields: [localeField('alt', 'localeString', { title: 'Alternative text' })],
    validation: (rule) => (options.optional ? rule : rule.required().assetRequired()),
  });
}

/** A required group of fields inside a document, such as a page section. */
export function sectionField(
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
) {
  return defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required(),
  });
}

/** A slug restricted to the pages the site has routes and translations for. */
export function fixedSlugField(slugs: readonly string[]) {
  return defineField({
    name: 'slug',
    type: 'slug',
    description: `The page address; one of ${slugs.join(', ')}.`,
    options: { source: inDefaultLocale('title') },
    validation: (rule) =>
      rule.required().custom((value: { current?: string } | undefined) => {
        if (!value?.current) return true;
        return slugs.includes(value.current) || `Must be one of: ${slugs.join(', ')}.`;
      }),
  });
}

/** An icon from the site's set, chosen by name from the list the Studio shows. */
export function iconField() {
  return defineField({
    name: 'icon',
    type: 'string',
    description: 'From the site’s icon set, drawn in the brand colour beside the text.',
    options: { list: contentIconNames.map((name) => ({ title: iconTitle(name), value: name })) },
    validation: (rule) => rule.required(),
  });
}
