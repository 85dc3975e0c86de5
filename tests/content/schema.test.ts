import { createSchema, defineField, defineType, type SchemaTypeDefinition } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes, singletonTypes } from '@/schemas';

function schemaErrors(types: SchemaTypeDefinition[]): string[] {
  const schema = createSchema({ name: 'default', types });
  return (schema._validation ?? []).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) => `${group.path.map((segment) => segment.name).join(' > ')}: ${problem.message}`,
      ),
  );
}

describe('schema', () => {
  it("passes Sanity's own schema validation", () => {
    expect(schemaErrors(schemaTypes)).toEqual([]);
  });

  it('is checked by a validation that reports broken types', () => {
    const broken = defineType({
      name: 'broken',
      type: 'document',
      fields: [defineField({ name: 'author', type: 'reference', to: [{ type: 'missingType' }] })],
    });
    expect(schemaErrors([...schemaTypes, broken])).not.toEqual([]);
  });

  it('declares every document type of the content model', () => {
    const documents = schemaTypes
      .filter((type) => type.type === 'document')
      .map((type) => type.name);
    expect(documents.sort()).toEqual(
      [
        'aiSolutionsPage',
        'assessmentCategory',
        'assessmentInfoPage',
        'assessmentPage',
        'assessmentQuestion',
        'assessmentSettings',
        'briefQuestion',
        'contactPage',
        'emailSettings',
        'faqItem',
        'faqPage',
        'homePage',
        'legalNoticePage',
        'privacyPolicyPage',
        'resultsPage',
        'sector',
        'service',
        'siteSettings',
        'statistic',
        'useCase',
        'useCasesPage',
      ].sort(),
    );
    for (const singleton of singletonTypes) expect(documents).toContain(singleton);
  });

  it('shows English and French side by side in every localized type', () => {
    for (const name of ['localeString', 'localeText', 'localeBlockContent']) {
      const type = schemaTypes.find((candidate) => candidate.name === name);
      expect(type).toMatchObject({
        type: 'object',
        options: { columns: 2 },
        fields: [{ name: 'en' }, { name: 'fr' }, { name: 'sources', hidden: true }],
      });
    }
  });
});
