import { Heading, Link, Section, Text } from '@react-email/components';
import { salesLocale } from '@/lib/i18n/locales';
import { colours, heading, MailLayout, paragraph } from './mail-layout';

/** One lead of a digest: its line, its results link when it is a result, and its brief's. */
type SalesDigestLine = { text: string; resultsUrl?: string; briefUrl?: string };

export type SalesDigestProps = {
  /** "10 leads past 30 notices an hour". */
  title: string;
  siteName: string;
  /** Why these leads come together, and where each one's details are. */
  intro: string;
  lines: SalesDigestLine[];
};

/** The sales team's notices past their hourly ceiling, one lead a line, in the team's wording. */
export function SalesDigest({ title, siteName, intro, lines }: SalesDigestProps) {
  return (
    <MailLayout locale={salesLocale} preview={title} siteName={siteName}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      <Section>
        {lines.map(({ text, resultsUrl, briefUrl }, index) => (
          <Text key={index} style={{ ...paragraph, fontSize: 14, margin: '0 0 8px' }}>
            {text}
            {resultsUrl ? (
              <>
                {' · Results: '}
                <Link href={resultsUrl} style={{ color: colours.brand }}>
                  {resultsUrl}
                </Link>
              </>
            ) : null}
            {briefUrl ? (
              <>
                {' · Brief: '}
                <Link href={briefUrl} style={{ color: colours.brand }}>
                  {briefUrl}
                </Link>
              </>
            ) : null}
          </Text>
        ))}
      </Section>
    </MailLayout>
  );
}
