import { Button, Heading, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EMAIL_BRAND } from './brand.js';

/** The building blocks every template uses, so all messages look alike. */
export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ color: EMAIL_BRAND.primary, fontSize: '22px', fontWeight: 800, margin: '0 0 16px' }}>
      {children}
    </Heading>
  );
}

export function EmailText({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: EMAIL_BRAND.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 14px' }}>
      {children}
    </Text>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: EMAIL_BRAND.primary,
        color: '#ffffff',
        borderRadius: '999px',
        padding: '12px 24px',
        fontSize: '14px',
        fontWeight: 700,
        letterSpacing: '0.04em',
        textDecoration: 'none',
        margin: '8px 0 16px',
      }}
    >
      {children}
    </Button>
  );
}
