import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EMAIL_BRAND } from './brand.js';

export interface EmailLayoutProps {
  brandName: string;
  subject: string;
  publicUrl: string;
  reason: string;
  unsubscribeUrl: string | null;
  children: ReactNode;
}

/** Every message's frame: the brand's header, the content, and the footer saying why it came. */
export function EmailLayout({ brandName, subject, publicUrl, reason, unsubscribeUrl, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body
        style={{ backgroundColor: EMAIL_BRAND.page, fontFamily: EMAIL_BRAND.fontFamily, margin: 0, padding: '24px 0' }}
      >
        <Container style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '12px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: EMAIL_BRAND.primary, padding: '20px 32px' }}>
            <Text style={{ color: '#ffffff', fontSize: '24px', fontWeight: 800, letterSpacing: '0.06em', margin: 0 }}>
              {brandName}
            </Text>
          </Section>
          {/* A long raw link (a reset or verification address) breaks instead of widening a phone's screen. */}
          <Section style={{ padding: '28px 32px 8px', overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
            {children}
          </Section>
          <Section style={{ padding: '16px 32px 24px' }}>
            <Hr style={{ borderColor: EMAIL_BRAND.border, margin: '0 0 16px' }} />
            <Text style={{ color: EMAIL_BRAND.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' }}>
              {reason}
            </Text>
            {unsubscribeUrl && (
              <Text style={{ color: EMAIL_BRAND.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' }}>
                Don’t want these?{' '}
                <Link href={unsubscribeUrl} style={{ color: EMAIL_BRAND.link, textDecoration: 'underline' }}>
                  Unsubscribe
                </Link>
              </Text>
            )}
            <Text style={{ color: EMAIL_BRAND.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              <Link href={publicUrl} style={{ color: EMAIL_BRAND.link }}>
                {brandName}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
