import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import privacyPolicy from '../../../../../../content/public/policies/privacy-policy.md?raw';
import termsOfUse from '../../../../../../content/public/policies/terms-of-use.md?raw';
import { usePageMeta } from '../../../ui/use-page-meta';
import { PolicyText } from '../components/policy-text';
import { PageBanner } from '../components/section';

const PdfViewer = lazy(() => import('../components/pdf-viewer'));

const POLICIES = {
  privacy: {
    title: 'Privacy Policy',
    file: '/media/files/privacy-policy.pdf',
    text: privacyPolicy,
    description: 'What personal information we collect, how we use it, who can see it and the choices you have.',
  },
  terms: {
    title: 'Terms of Use',
    file: '/media/files/terms-of-use.pdf',
    text: termsOfUse,
    description:
      'The terms for using the website, the member portal, the membership, the guarantee and the supplements.',
  },
} as const;

/**
 * /privacyPolicy and /termsOfUse: the policy as text, and its PDF in a viewer (inline-frame fallback) when
 * the visitor asks for it, so the page does not load pdf.js first (decision 094).
 */
export default function PolicyPage({ kind }: { kind: keyof typeof POLICIES }) {
  const policy = POLICIES[kind];
  usePageMeta(policy.title, policy.description);
  const [asPdf, setAsPdf] = useState(false);
  return (
    <>
      <PageBanner eyebrow="Legal" title={policy.title} subtitle={policy.description} />
      <Container size="md" py={48}>
        <Group justify="flex-end" gap="lg" mb="md">
          {!asPdf && (
            <Button variant="outline" onClick={() => setAsPdf(true)}>
              View as PDF
            </Button>
          )}
          <Anchor href={policy.file} download fw={700}>
            Download PDF
          </Anchor>
        </Group>
        {asPdf ? (
          <Suspense
            fallback={
              <Text ta="center" py="xl">
                Loading...
              </Text>
            }
          >
            <PdfViewer file={policy.file} title={policy.title} />
          </Suspense>
        ) : (
          <PolicyText markdown={policy.text} />
        )}
      </Container>
    </>
  );
}
