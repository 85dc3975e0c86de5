import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import {
  confirmTranslation,
  englishText,
  sourceOf,
  translationIssues,
  translationState,
  type Localized,
} from '@/lib/i18n/translation-source';
import { diffWords } from '@/lib/i18n/word-diff';
import { translationSourcesWarning } from '@/schemas/shared/translation-sources';
import {
  draftPatches,
  patchesAfterEdit,
  sourcePatches,
  TranslationNotice,
} from '@/studio/translation/translation-input';

// What a translator meets in the Studio: a French value whose English changed since, shown with
// the English as it was and as it is now; "Still correct" and a French edit make it current; a
// provider's draft stays a draft until confirmed. Patches are applied here as Sanity applies them.

type Patch = { type: string; path: (string | number)[]; value?: unknown };

/** Sanity's set and setIfMissing on a plain object, as the form applies the input's patches. */
function applied(value: Localized, patches: Patch[]): Localized {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { type, path, value: patchValue } of patches) {
    let parent = copy;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string, unknown>;
    const last = path.at(-1) as string;
    if (type === 'set' || (type === 'setIfMissing' && parent[last] === undefined)) {
      parent[last] = structuredClone(patchValue);
    }
  }
  return copy as Localized;
}

const translated = confirmTranslation(
  {
    _type: 'localeText',
    en: 'We map your processes in two weeks.',
    fr: 'Nous cartographions vos processus en deux semaines.',
  },
  'fr',
);
const rewritten: Localized = {
  ...translated,
  en: 'We map your processes in three weeks, on site.',
};

describe('a French value whose English changed', () => {
  it('is stale, and keeps the English it was translated from', () => {
    expect(translationState(translated, 'fr')).toBe('current');
    expect(translationState(rewritten, 'fr')).toBe('stale');
    expect(sourceOf(rewritten, 'fr')?.english).toBe('We map your processes in two weeks.');
  });

  it('is current again after "Still correct", which records the English now', () => {
    const confirmed = applied(rewritten, sourcePatches(rewritten, 'fr') as Patch[]);
    expect(translationState(confirmed, 'fr')).toBe('current');
    expect(sourceOf(confirmed, 'fr')?.english).toBe(rewritten.en);
    expect(confirmed.fr).toBe(translated.fr);
  });

  it('is current again after a French edit, and an English edit does not make it so', () => {
    const frenchEdit: Localized = {
      ...rewritten,
      fr: 'Nous cartographions vos processus sur site.',
    };
    const followed = applied(frenchEdit, patchesAfterEdit(rewritten, frenchEdit) as Patch[]);
    expect(translationState(followed, 'fr')).toBe('current');
    expect(patchesAfterEdit(translated, rewritten)).toEqual([]);
    expect(patchesAfterEdit(null, rewritten)).toEqual([]);
  });

  it('is current or stale by a fingerprint alone, as a dataset imported before the English was kept', () => {
    const fingerprintOnly = (value: Localized): Localized => ({
      ...value,
      sources: { fr: sourceOf(translated, 'fr')?.fingerprint },
    });
    expect(translationState(fingerprintOnly(translated), 'fr')).toBe('current');
    expect(translationState(fingerprintOnly(rewritten), 'fr')).toBe('stale');
    expect(sourceOf(fingerprintOnly(rewritten), 'fr')?.english).toBe('');
  });

  it('is current where it had no record yet, once confirmed', () => {
    const unrecorded: Localized = { _type: 'localeString', en: 'Hello', fr: 'Bonjour' };
    expect(translationState(unrecorded, 'fr')).toBe('stale');
    const confirmed = applied(unrecorded, sourcePatches(unrecorded, 'fr') as Patch[]);
    expect(translationState(confirmed, 'fr')).toBe('current');
  });

  it('shows both versions of the English, the changes marked, and the warning', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider theme={buildTheme()}>
        <TranslationNotice
          locale="fr"
          state={translationState(rewritten, 'fr')}
          source={sourceOf(rewritten, 'fr')}
          englishNow={englishText(rewritten.en)}
          onConfirm={() => {}}
          draft={null}
        />
      </ThemeProvider>,
    );
    expect(html).toContain('Français: the English has changed since this translation was made');
    expect(html).toContain('English then');
    expect(html).toContain('English now');
    expect(html).toMatch(/<del[^>]*><span[^>]*>\[removed: <\/span>two<span/);
    expect(html).toMatch(/<ins[^>]*><span[^>]*>\[added: <\/span>three<span/);
    expect(html).toMatch(/<ins[^>]*><span[^>]*>\[added: <\/span>weeks, on site\.<span/);
    expect(html).toContain('Still correct');
    // Without a provider, no draft action.
    expect(html).not.toContain('Draft from English');
  });

  it('shows nothing for a current translation, and the draft action where a provider is set', () => {
    const notice = (state: 'current' | 'missing') =>
      renderToStaticMarkup(
        <ThemeProvider theme={buildTheme()}>
          <TranslationNotice
            locale="fr"
            state={state}
            source={sourceOf(translated, 'fr')}
            englishNow={englishText(translated.en)}
            onConfirm={() => {}}
            draft={{ run: () => {}, busy: false, error: null, findings: [], done: false }}
          />
        </ThemeProvider>,
      );
    expect(notice('current')).toBe('');
    expect(notice('missing')).toContain('Draft from English');
  });

  it('warns on publishing while stale or a draft, and not once current', () => {
    expect(translationSourcesWarning(rewritten)).toMatch(
      /Français: the English changed since it was translated/,
    );
    expect(translationSourcesWarning(translated)).toBe(true);
    const drafted = applied(rewritten, draftPatches(rewritten, 'fr', 'Brouillon') as Patch[]);
    expect(translationSourcesWarning(drafted)).toMatch(/Français: an unconfirmed draft/);
    expect(translationSourcesWarning({ _type: 'localeString', en: '', fr: '' })).toBe(true);
  });
});

describe('a provider’s draft', () => {
  const drafted = applied(
    rewritten,
    draftPatches(
      rewritten,
      'fr',
      'Nous cartographions vos processus en trois semaines, sur site.',
    ) as Patch[],
  );

  it('fills the French and is a draft, listed until a translator confirms it', () => {
    expect(drafted.fr).toBe('Nous cartographions vos processus en trois semaines, sur site.');
    expect(translationState(drafted, 'fr')).toBe('draft');
    expect(translationIssues({ _id: 'x', _type: 'service', summary: drafted })).toEqual([
      { path: 'summary', locale: 'fr', state: 'draft' },
    ]);
    const confirmed = applied(drafted, sourcePatches(drafted, 'fr') as Patch[]);
    expect(translationState(confirmed, 'fr')).toBe('current');
  });

  it('stays a draft while the translator edits it, until confirmed', () => {
    const edited: Localized = {
      ...drafted,
      fr: 'Nous cartographions vos processus en trois semaines.',
    };
    expect(patchesAfterEdit(drafted, edited)).toEqual([]);
    expect(translationState(edited, 'fr')).toBe('draft');
  });

  it('stays a draft when it arrives after the English changed again: no one confirmed it', () => {
    // The English changed while the provider was drafting: the draft came with its own source.
    const movedOn: Localized = { ...rewritten, en: 'We map your processes in four weeks.' };
    const arrived = applied(movedOn, draftPatches(rewritten, 'fr', 'Brouillon.') as Patch[]);
    expect(translationState(arrived, 'fr')).toBe('stale');
    expect(patchesAfterEdit(movedOn, arrived)).toEqual([]);
    // A revision restored, French and source together, keeps its source too.
    expect(patchesAfterEdit(rewritten, translated)).toEqual([]);
  });

  it('becomes stale like any translation when the English changes again', () => {
    expect(translationState({ ...drafted, en: 'Something else.' }, 'fr')).toBe('stale');
  });
});

describe('English as a translator reads it', () => {
  it('gives rich text a line per block, list items marked, without marks or keys', () => {
    const blocks = [
      {
        _key: 'a',
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [
          { _key: 's1', _type: 'span', marks: [], text: 'We help ' },
          { _key: 's2', _type: 'span', marks: ['strong'], text: 'teams' },
        ],
      },
      {
        _key: 'b',
        _type: 'block',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [],
        children: [{ _key: 's3', _type: 'span', marks: [], text: 'Audit' }],
      },
    ];
    expect(englishText(blocks)).toBe('We help teams\n• Audit');
  });
});

describe('a word diff', () => {
  it('gives back each text from its parts', () => {
    const before = 'The audit takes two weeks and costs little.';
    const after = 'The full audit takes three weeks.';
    const parts = diffWords(before, after);
    const text = (kept: string) =>
      parts
        .filter((part) => part.change === 'same' || part.change === kept)
        .map((part) => part.text)
        .join('');
    expect(text('removed')).toBe(before);
    expect(text('added')).toBe(after);
    expect(
      parts.filter((part) => part.change === 'same').map((part) => part.text.trim()),
    ).toContain('The');
  });

  it('finds a change of one word in a long text', () => {
    const words = Array.from({ length: 2_000 }, (_, index) => `word${index}`);
    const before = words.join(' ');
    const after = [...words.slice(0, 1_000), 'changed', ...words.slice(1_001)].join(' ');
    const changed = diffWords(before, after).filter((part) => part.change !== 'same');
    expect(changed).toEqual([
      { text: 'word1000', change: 'removed' },
      { text: 'changed', change: 'added' },
    ]);
  });

  it('marks nothing when nothing changed, and everything when all did', () => {
    expect(diffWords('Same words here', 'Same words here')).toEqual([
      { text: 'Same words here', change: 'same' },
    ]);
    expect(diffWords('', 'New')).toEqual([{ text: 'New', change: 'added' }]);
  });
});
