import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const colours = { ink: '#0b1f3a', body: '#2b3a55', muted: '#52617a', brand: '#0f766e' };

const page = { backgroundColor: '#f4f6fa', fontFamily: 'Arial, Helvetica, sans-serif' };
const card = { backgroundColor: '#ffffff', borderRadius: 12, padding: '32px', margin: '24px auto' };

type MailLayoutProps = {
  locale: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  siteName: string;
  children: ReactNode;
  /** Below the card: a visitor's e-mail says there why it came and how to refuse the next ones. */
  footer?: ReactNode;
};

/** Every message of the site: its name on top, the content on a card. No image, no tracking. */
export function MailLayout({ locale, preview, siteName, children, footer }: MailLayoutProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={{ maxWidth: 600 }}>
          <Section style={card}>
            <Text style={{ color: colours.brand, fontSize: 14, fontWeight: 700, margin: 0 }}>
              {siteName}
            </Text>
            <Hr style={{ borderColor: '#e2e8f0', margin: '16px 0 24px' }} />
            {children}
          </Section>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = {
  color: colours.body,
  fontSize: 16,
  lineHeight: '24px',
  margin: '0 0 16px',
};
export const heading = { color: colours.ink, fontSize: 22, lineHeight: '30px', margin: '0 0 16px' };
export const subheading = { color: colours.ink, fontSize: 17, margin: '24px 0 8px' };
export const button = {
  backgroundColor: colours.brand,
  borderRadius: 8,
  color: '#ffffff',
  fontWeight: 700,
  padding: '12px 20px',
};
