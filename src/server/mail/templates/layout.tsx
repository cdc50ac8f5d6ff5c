import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export interface MailLayoutProps {
  lang: string;
  appName: string;
  preview: string;
  heading: string;
  action?: { label: string; url: string; fallback: string };
  footer: string;
  children: ReactNode;
}

const styles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 560, padding: 32 },
  brand: { color: '#16a34a', fontSize: 14, fontWeight: 700, letterSpacing: 1, margin: 0, textTransform: 'uppercase' as const },
  heading: { color: '#0f172a', fontSize: 22, margin: '16px 0' },
  button: { backgroundColor: '#16a34a', borderRadius: 6, color: '#ffffff', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  small: { color: '#64748b', fontSize: 12, lineHeight: '18px' },
};

/** The frame every mail shares: brand, heading, body, optional call to action, footer. */
export function MailLayout({ lang, appName, preview, heading, action, footer, children }: MailLayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{appName}</Text>
          <Heading style={styles.heading}>{heading}</Heading>
          {children}
          {action && (
            <Section style={{ margin: '24px 0' }}>
              <Button href={action.url} style={styles.button}>{action.label}</Button>
              <Text style={styles.small}>
                {action.fallback} <Link href={action.url}>{action.url}</Link>
              </Text>
            </Section>
          )}
          <Hr />
          <Text style={styles.small}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: '#334155', fontSize: 15, lineHeight: '24px' };
