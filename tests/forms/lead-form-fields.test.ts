import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadFormFields } from '@/components/forms/lead-form-fields';
import { queryLocalDataset } from '@/lib/content/local-dataset';
import { SECTORS_QUERY } from '@/lib/content/queries';
import type { Sectors } from '@/lib/content/types';
import type { LeadFormValues } from '@/lib/forms/result';
import en from '@/lib/i18n/messages/en.json';
import fr from '@/lib/i18n/messages/fr.json';
import type { LeadFormError, LeadFormKind } from '@/lib/model/lead-fields';

const dictionaries = { en, fr } as const;

async function renderFields(
  locale: keyof typeof dictionaries,
  kind: LeadFormKind,
  values: LeadFormValues = {},
  error: LeadFormError | null = null,
) {
  const sectors = await queryLocalDataset<Sectors>(SECTORS_QUERY, { locale });
  const html = renderToStaticMarkup(
    createElement(LeadFormFields, {
      kind,
      text: dictionaries[locale].forms,
      sectors,
      values,
      error: error ? { field: 'sector', error } : null,
      focusErrorOnLoad: false,
    }),
  );
  return { html, sectors };
}

/** The select named `name` in the markup, with its options. */
function select(html: string, name: string): string {
  const found = new RegExp(`<select[^>]*name="${name}"[^>]*>.*?</select>`, 's').exec(html);
  return found?.[0] ?? '';
}

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

describe.each(['en', 'fr'] as const)('the lead forms in %s', (locale) => {
  const words = dictionaries[locale].forms;

  it.each(['contact', 'assessmentLead'] as const)(
    'the %s form asks for the sector after the size, optional, from the published list',
    async (kind) => {
      const { html, sectors } = await renderFields(locale, kind);
      expect(sectors.length).toBeGreaterThan(5);
      const sector = select(html, 'sector');
      expect(html.indexOf('name="companySize"')).toBeLessThan(html.indexOf('name="sector"'));
      if (kind === 'contact') {
        expect(html.indexOf('name="sector"')).toBeLessThan(html.indexOf('name="message"'));
      }
      expect(sector).not.toMatch(/\srequired=""/);
      expect(html).toContain(
        `<label for="${kind}-sector" class="text-sm font-medium text-ink-900">${escaped(words.fields.sector)}</label>`,
      );
      const options = [
        ...sector.matchAll(/<option value="([^"]*)"(?: selected="")?>([^<]*)<\/option>/g),
      ].map(([, key, name]) => ({ key, name }));
      expect(options).toEqual([
        { key: '', name: escaped(words.fields.sectorPlaceholder) },
        ...sectors.map(({ key, name }) => ({ key, name: escaped(name) })),
      ]);
    },
  );

  it('keeps the visitor’s sector after a failed submission, and names the sector’s error', async () => {
    const { html, sectors } = await renderFields(locale, 'contact', { sector: 'health' });
    const health = sectors.find(({ key }) => key === 'health');
    expect(health).toBeDefined();
    expect(select(html, 'sector')).toContain(
      `<option value="health" selected="">${escaped(health?.name ?? '')}</option>`,
    );
    const refused = await renderFields(locale, 'contact', { sector: 'health' }, 'sectorInvalid');
    expect(select(refused.html, 'sector')).toContain('aria-invalid="true"');
    expect(refused.html).toContain(escaped(words.errors.sectorInvalid));
  });
});
