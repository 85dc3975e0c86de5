import { Button, Heading, Section, Text } from '@react-email/components';
import { button, colours, MailLayout, paragraph, subheading } from './mail-layout';
import { SignOff } from './sign-off';
import { MailFooter, type MailFooterProps } from './mail-footer';

type ResultCategory = {
  title: string;
  /** "12 of 16 points (75%), level: Moderate", « 12 points sur 16 (75 %) · Niveau intermédiaire ». */
  score: string;
  recommendations: string[];
};

export type AssessmentResultsProps = {
  locale: string;
  siteName: string;
  greeting: string;
  intro: string;
  overall: { heading: string; score: string; level: string; explanation: string };
  categoriesHeading: string;
  recommendationsHeading: string;
  categories: ResultCategory[];
  /** Where the result stands among other companies, one sentence per group; empty for none. */
  comparison: { heading: string; sentences: string[] } | null;
  booking: { text: string; label: string; href: string };
  /** The result's private link. */
  link: { text: string; label: string; href: string };
  /** The invitation to take the assessment again in six months. */
  retake: { text: string; label: string; href: string };
  attachmentNote: string;
  signOff: string;
  footer: MailFooterProps;
};

/** The visitor's results: the overall score, each category with what to do next, the booking. */
export function AssessmentResults(props: AssessmentResultsProps) {
  const { locale, siteName, greeting, intro, overall, categories, booking, link, retake } = props;
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      siteName={siteName}
      footer={<MailFooter {...props.footer} />}
    >
      {/* A greeting, not a heading: plain text would shout it in capitals. */}
      <Text style={{ ...paragraph, fontSize: 18, fontWeight: 700 }}>{greeting}</Text>
      <Text style={paragraph}>{intro}</Text>
      <Section>
        <Heading as="h2" style={subheading}>
          {overall.heading}
        </Heading>
        <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 700 }}>{overall.score}</Text>
        <Text style={{ ...paragraph, margin: '0 0 8px', color: colours.brand, fontWeight: 700 }}>
          {overall.level}
        </Text>
        <Text style={paragraph}>{overall.explanation}</Text>
      </Section>
      <Section style={{ margin: '0 0 24px' }}>
        <Text style={paragraph}>{link.text}</Text>
        <Button href={link.href} style={button}>
          {link.label}
        </Button>
      </Section>
      {props.comparison ? (
        <Section>
          <Heading as="h2" style={subheading}>
            {props.comparison.heading}
          </Heading>
          {props.comparison.sentences.map((sentence) => (
            <Text key={sentence} style={{ ...paragraph, margin: '0 0 8px' }}>
              {sentence}
            </Text>
          ))}
        </Section>
      ) : null}
      <Heading as="h2" style={subheading}>
        {props.categoriesHeading}
      </Heading>
      {categories.map((category) => (
        <Section key={category.title} style={{ margin: '0 0 16px' }}>
          <Heading as="h3" style={{ ...subheading, fontSize: 16, margin: '16px 0 4px' }}>
            {category.title}
          </Heading>
          <Text style={{ ...paragraph, margin: '0 0 8px' }}>{category.score}</Text>
          <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 700 }}>
            {props.recommendationsHeading}
          </Text>
          {category.recommendations.map((recommendation) => (
            <Text key={recommendation} style={{ ...paragraph, margin: '0 0 4px' }}>
              • {recommendation}
            </Text>
          ))}
        </Section>
      ))}
      <Section style={{ margin: '24px 0' }}>
        <Text style={paragraph}>{booking.text}</Text>
        <Button href={booking.href} style={button}>
          {booking.label}
        </Button>
      </Section>
      <Section style={{ margin: '0 0 24px' }}>
        <Text style={paragraph}>{retake.text}</Text>
        <Button href={retake.href} style={{ ...button, backgroundColor: colours.ink }}>
          {retake.label}
        </Button>
      </Section>
      <Text style={{ ...paragraph, fontSize: 14 }}>{props.attachmentNote}</Text>
      <SignOff text={props.signOff} />
    </MailLayout>
  );
}
