'use client';

import { TranslateIcon } from '@sanity/icons/Translate';
import { Badge, Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useClient, type Tool } from 'sanity';
import { IntentLink } from 'sanity/router';
import { localeEntry, translatedLocales } from '../../lib/i18n/locales';
import { translationReport, type TranslationReport } from '../../lib/i18n/translation-report';
import type { TranslationIssue } from '../../lib/i18n/translation-source';

const API_VERSION = '2025-02-19';

// Every document of the dataset's own types, drafts included: a translator works on drafts.
const DOCUMENTS_QUERY = `*[!(_type match "sanity.*") && !(_id in path("versions.**"))]`;

type StoredDocument = { _id: string; _type: string; [field: string]: unknown };

const DRAFT_PREFIX = 'drafts.';

/**
 * The documents as the Studio's editor opens them: a draft where there is one, under its
 * published id, which the links open.
 */
export function asEdited(documents: readonly StoredDocument[]): StoredDocument[] {
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(DRAFT_PREFIX))
      .map((document) => [document._id.slice(DRAFT_PREFIX.length), document]),
  );
  const published = new Set(documents.map((document) => document._id));
  return documents.flatMap((document) => {
    if (document._id.startsWith(DRAFT_PREFIX)) {
      const id = document._id.slice(DRAFT_PREFIX.length);
      return published.has(id) ? [] : [{ ...document, _id: id }];
    }
    const draft = drafts.get(document._id);
    return [draft ? { ...draft, _id: document._id } : document];
  });
}

const stateLabels: Record<
  TranslationIssue['state'],
  { text: string; tone: 'critical' | 'caution' | 'primary' }
> = {
  missing: { text: 'Missing', tone: 'critical' },
  stale: { text: 'English changed', tone: 'caution' },
  draft: { text: 'Draft to confirm', tone: 'primary' },
};

/** `sections[_key=="purposes"].body` as a person reads it: sections › purposes › body. */
export function readablePath(path: string): string {
  return path
    .replace(/\[_key=="([^"]*)"\]/g, '.$1')
    .replace(/\[(\d+)\]/g, (_, index: string) => `.${Number(index) + 1}`)
    .split('.')
    .filter(Boolean)
    .join(' › ');
}

export type FieldLinkProps = { id: string; type: string; path: string; children: ReactNode };

/** The list, apart from where its links lead, so that it renders the same anywhere. */
export function TranslationList({
  report,
  FieldLink,
}: {
  report: TranslationReport;
  FieldLink: ComponentType<FieldLinkProps>;
}) {
  if (report.count === 0) {
    return (
      <Card tone="positive" padding={4} radius={2} border>
        <Text>Every translation is current.</Text>
      </Card>
    );
  }
  const fields = report.count === 1 ? 'field' : 'fields';
  const documents = report.documents.length === 1 ? 'document' : 'documents';
  return (
    <Stack space={4}>
      <Text>
        {report.count} {fields} to translate in {report.documents.length} {documents}.
      </Text>
      {report.documents.map((document) => (
        <Card key={document.id} padding={3} radius={2} border as="section">
          <Stack space={3}>
            <Heading as="h2" size={1}>
              {document.title ?? document.id}{' '}
              <Text as="span" size={1} muted>
                ({document.type})
              </Text>
            </Heading>
            <Stack as="ul" space={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {document.issues.map((issue) => (
                <Flex as="li" key={`${issue.locale} ${issue.path}`} gap={3} align="center">
                  <Badge tone={stateLabels[issue.state].tone}>
                    {stateLabels[issue.state].text}
                  </Badge>
                  <Text size={1}>
                    <FieldLink id={document.id} type={document.type} path={issue.path}>
                      {readablePath(issue.path)} ({localeEntry(issue.locale).name})
                    </FieldLink>
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function EditorLink({ id, type, path, children }: FieldLinkProps) {
  return (
    <IntentLink intent="edit" params={{ id, type, path }}>
      {children}
    </IntentLink>
  );
}

type Loaded = { report: TranslationReport } | { error: string } | null;

/** The tool: every missing, stale and drafted translation of the dataset, refreshed on demand. */
function TranslationsTool() {
  const client = useClient({ apiVersion: API_VERSION });
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    client.fetch<StoredDocument[]>(DOCUMENTS_QUERY, {}, { perspective: 'raw' }).then(
      (documents) =>
        live && setLoaded({ report: translationReport(asEdited(documents), translatedLocales) }),
      () =>
        live &&
        setLoaded({ error: 'The dataset could not be read. Check the connection and refresh.' }),
    );
    return () => {
      live = false;
    };
  }, [client, reads]);

  const refresh = () => {
    setLoaded(null);
    setReads((count) => count + 1);
  };

  return (
    <Box padding={4} overflow="auto" height="fill">
      <Container width={2}>
        <Stack space={4}>
          <Flex align="center" justify="space-between" gap={3}>
            <Heading as="h1" size={3}>
              Translations
            </Heading>
            <Button mode="ghost" text="Refresh" onClick={refresh} disabled={loaded === null} />
          </Flex>
          <Text muted size={1}>
            Every field whose translation is missing, was made from an English that has changed
            since, or is a provider’s draft no translator has confirmed. Drafts of documents are
            included, as the editor shows them.
          </Text>
          <div role="status" aria-live="polite">
            {loaded === null ? (
              <Text>Reading the dataset…</Text>
            ) : 'error' in loaded ? (
              <Card tone="critical" padding={3} radius={2} border>
                <Text>{loaded.error}</Text>
              </Card>
            ) : null}
          </div>
          {loaded && 'report' in loaded ? (
            <TranslationList report={loaded.report} FieldLink={EditorLink} />
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

/** The Studio's "Translations" tool, beside Structure and Presentation. */
export const translationsTool: Tool = {
  name: 'translations',
  title: 'Translations',
  icon: TranslateIcon,
  component: TranslationsTool,
};
