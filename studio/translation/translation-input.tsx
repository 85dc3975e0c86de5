'use client';

import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect, useRef } from 'react';
import { set, setIfMissing, type ObjectInputProps, type PatchEvent, type FormPatch } from 'sanity';
import { defaultLocale, localeEntry, translatedLocales, type Locale } from '../../lib/i18n/locales';
import {
  currentSource,
  englishText,
  SOURCES_FIELD,
  sourceOf,
  translationState,
  type Localized,
  type TranslationSource,
  type TranslationState,
} from '../../lib/i18n/translation-source';
import { diffWords, type DiffPart } from '../../lib/i18n/word-diff';
import { useDraftFromEnglish, type DraftRequest } from './draft-from-english';

type Patches = FormPatch | FormPatch[] | PatchEvent;

/** The patches that record, for one language, the English its translation now follows. */
export function sourcePatches(value: Localized, locale: Locale, draft = false): FormPatch[] {
  return [
    setIfMissing({}, [SOURCES_FIELD]),
    set(currentSource(value, draft), [SOURCES_FIELD, locale]),
  ];
}

/** The patches of a provider's draft: the French, and its source marked as a draft. */
export function draftPatches(value: Localized, locale: Locale, french: unknown): FormPatch[] {
  return [set(french, [locale]), ...sourcePatches(value, locale, true)];
}

function languageOf(value: Localized, locale: Locale): string {
  return JSON.stringify(value[locale] ?? null);
}

/**
 * A translator who changes the French has translated it from the English of that moment: the
 * source follows, so the field is current again. An English edit changes nothing here, which is
 * what makes the French stale; nor does the provider's draft, which stays a draft until confirmed.
 */
export function patchesAfterEdit(before: Localized | null, now: Localized): FormPatch[] {
  if (!before) return [];
  const sourceOfThen = (value: Localized, locale: Locale) =>
    JSON.stringify(value[SOURCES_FIELD]?.[locale] ?? null);
  return translatedLocales.flatMap((locale) =>
    languageOf(now, locale) !== languageOf(before, locale) &&
    // A French that came with its own source is not a translator's typing: a provider's draft,
    // a restored revision, discarded changes. It keeps the source it came with.
    sourceOfThen(now, locale) === sourceOfThen(before, locale) &&
    translationState(now, locale) === 'stale'
      ? sourcePatches(now, locale)
      : [],
  );
}

function useSourceFollowsFrench(value: Localized, onChange: (patches: Patches) => void) {
  const seen = useRef<Localized | null>(null);
  useEffect(() => {
    const patches = patchesAfterEdit(seen.current, value);
    seen.current = value;
    if (patches.length > 0) onChange(patches);
  }, [value, onChange]);
}

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Dark text on the light highlights in either of the Studio's colour schemes: the theme's text
// colour is light in the dark one.
const marked = { color: '#1b1d21' } as const;

/** One version of the English with what the other lacks marked, read out as well as seen. */
function EnglishVersion({
  label,
  parts,
  shown,
}: {
  label: string;
  parts: DiffPart[];
  shown: DiffPart['change'];
}) {
  return (
    <Stack space={2}>
      <Text size={1} weight="semibold">
        {label}
      </Text>
      <Text size={1}>
        <span style={{ whiteSpace: 'pre-wrap' }}>
          {parts
            .filter((part) => part.change === 'same' || part.change === shown)
            .map((part, index) =>
              part.change === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : shown === 'removed' ? (
                <del
                  key={index}
                  style={{ ...marked, background: '#fde2e1', textDecorationThickness: 2 }}
                >
                  <span style={hidden}>[removed: </span>
                  {part.text}
                  <span style={hidden}>]</span>
                </del>
              ) : (
                <ins
                  key={index}
                  style={{ ...marked, background: '#d7f5dd', textDecoration: 'underline' }}
                >
                  <span style={hidden}>[added: </span>
                  {part.text}
                  <span style={hidden}>]</span>
                </ins>
              ),
            )}
        </span>
      </Text>
    </Stack>
  );
}

type NoticeProps = {
  locale: Locale;
  state: TranslationState;
  source: TranslationSource | undefined;
  englishNow: string;
  onConfirm: () => void;
  draft: DraftRequest | null;
};

/** What a translator needs for one language of the field: the warning, the English, the actions. */
export function TranslationNotice({
  locale,
  state,
  source,
  englishNow,
  onConfirm,
  draft,
}: NoticeProps) {
  if (state === 'current') return null;
  const language = localeEntry(locale).name;
  const draftButton = draft ? (
    <Button
      mode="ghost"
      text={draft.busy ? 'Drafting…' : 'Draft from English'}
      disabled={draft.busy}
      onClick={draft.run}
    />
  ) : null;
  // Read out as it comes: the failure at once, the draft's findings when the reader is free.
  const draftOutcome = draft ? (
    <>
      <div role="alert">{draft?.error ? <Text size={1}>{draft.error}</Text> : null}</div>
      <div role="status">
        {draft?.done && !draft.error ? (
          <Text size={1}>
            {draft.findings.length
              ? `Draft written. Check it: ${draft.findings.join(' ')}`
              : 'Draft written: read it against the English, then confirm it.'}
          </Text>
        ) : null}
      </div>
    </>
  ) : null;

  if (state === 'missing') {
    return draftButton ? (
      <Stack space={2}>
        <Flex gap={2}>{draftButton}</Flex>
        {draftOutcome}
      </Stack>
    ) : null;
  }

  const parts = source?.english ? diffWords(source.english, englishNow) : [];
  return (
    <Card tone="caution" padding={3} radius={2} border>
      <Stack space={3}>
        <Text size={1} weight="semibold">
          {state === 'draft'
            ? `${language}: a draft from the provider. Read it against the English, correct it, then confirm it.`
            : `${language}: the English has changed since this translation was made. Update it, or confirm that it still holds.`}
        </Text>
        {state === 'stale' && source?.english ? (
          <Flex gap={4} wrap="wrap">
            <Box flex={1} style={{ minWidth: '14rem' }}>
              <EnglishVersion label="English then" parts={parts} shown="removed" />
            </Box>
            <Box flex={1} style={{ minWidth: '14rem' }}>
              <EnglishVersion label="English now" parts={parts} shown="added" />
            </Box>
          </Flex>
        ) : state === 'stale' ? (
          <Text size={1}>
            No record of the English it was translated from: check it against the English now.
          </Text>
        ) : null}
        <Flex gap={2} wrap="wrap">
          <Button
            tone="positive"
            mode="ghost"
            text={state === 'draft' ? 'Confirm translation' : 'Still correct'}
            onClick={onConfirm}
          />
          {state === 'stale' ? draftButton : null}
        </Flex>
        {draftOutcome}
      </Stack>
    </Card>
  );
}

/**
 * The input of every localized text: English and French side by side as the schema lays them
 * out, and under them, for each translated language that is stale or a draft, the warning with the
 * English as it was and as it is now, "Still correct", and "Draft from English" where the site has
 * an assistant provider.
 */
export function TranslationInput(props: ObjectInputProps) {
  const value = (props.value ?? {}) as Localized;
  const { onChange } = props;
  useSourceFollowsFrench(value, onChange);
  const englishNow = englishText(value[defaultLocale]);
  const hasEnglish = englishNow.trim().length > 0;
  return (
    <Stack space={3}>
      {props.renderDefault(props)}
      {hasEnglish
        ? translatedLocales.map((locale) => (
            <LanguageNotice
              key={locale}
              value={value}
              locale={locale}
              englishNow={englishNow}
              singleLine={props.schemaType.name === 'localeString'}
              onChange={onChange}
            />
          ))
        : null}
    </Stack>
  );
}

/** A string field holds one line: a run of spaces with a line break in it becomes one space. */
function oneLine(french: unknown): unknown {
  return typeof french === 'string'
    ? french.replace(/\s+/g, (spaces) => (spaces.includes('\n') ? ' ' : spaces))
    : french;
}

function LanguageNotice({
  value,
  locale,
  englishNow,
  singleLine,
  onChange,
}: {
  value: Localized;
  locale: Locale;
  englishNow: string;
  singleLine: boolean;
  onChange: (patches: Patches) => void;
}) {
  const state = translationState(value, locale);
  const draft = useDraftFromEnglish(value[defaultLocale], locale, value[locale], (french) =>
    onChange(draftPatches(value, locale, singleLine ? oneLine(french) : french)),
  );
  return (
    <TranslationNotice
      locale={locale}
      state={state}
      source={sourceOf(value, locale)}
      englishNow={englishNow}
      draft={draft}
      onConfirm={() => onChange(sourcePatches(value, locale))}
    />
  );
}
