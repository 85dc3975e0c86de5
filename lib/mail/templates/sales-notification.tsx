import { Heading, Section, Text } from '@react-email/components';
import { salesLocale } from '@/lib/i18n/locales';
import { heading, MailLayout, paragraph, subheading } from './mail-layout';

export type SalesNotificationProps = {
  /** "New contact message", "New assessment", "Assessment started". */
  title: string;
  siteName: string;
  /** Every field the visitor gave, in the order of the form, then the language and the time. */
  fields: [label: string, value: string][];
  /** For an assessment: the overall result and each category. */
  scores?: { overall: string; categories: string[] };
};

/** The sales team's notice of a lead, in the team's fixed wording. */
export function SalesNotification({ title, siteName, fields, scores }: SalesNotificationProps) {
  return (
    <MailLayout locale={salesLocale} preview={title} siteName={siteName}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Section>
        {fields.map(([label, value]) => (
          <Text key={label} style={{ ...paragraph, margin: '0 0 8px', whiteSpace: 'pre-line' }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
      </Section>
      {scores ? (
        <Section>
          <Text style={{ ...subheading, fontWeight: 700 }}>Result: {scores.overall}</Text>
          {scores.categories.map((line) => (
            <Text key={line} style={{ ...paragraph, margin: '0 0 6px' }}>
              {line}
            </Text>
          ))}
        </Section>
      ) : null}
      <Text style={{ ...paragraph, fontSize: 14 }}>Reply to this e-mail to answer the lead.</Text>
    </MailLayout>
  );
}
