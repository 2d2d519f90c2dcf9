import { lazy, Suspense } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { usePageMeta } from '../../../ui/use-page-meta';
import { PageBanner } from '../components/section';

const PdfViewer = lazy(() => import('../components/pdf-viewer'));

const POLICIES = {
  privacy: {
    title: 'Privacy Policy',
    file: '/media/files/privacy-policy.pdf',
    description: 'What personal information we collect, how we use it, who can see it and the choices you have.',
  },
  terms: {
    title: 'Terms of Use',
    file: '/media/files/terms-of-use.pdf',
    description:
      'The terms for using the website, the member portal, the membership, the guarantee and the supplements.',
  },
} as const;

/** /privacyPolicy and /termsOfUse: the policy PDF in a viewer (inline-frame fallback). */
export default function PolicyPage({ kind }: { kind: keyof typeof POLICIES }) {
  const policy = POLICIES[kind];
  usePageMeta(policy.title, policy.description);
  return (
    <>
      <PageBanner eyebrow="Legal" title={policy.title} subtitle={policy.description} />
      <Container size="md" py={48}>
        <Group justify="flex-end" mb="md">
          <Anchor href={policy.file} download fw={700}>
            Download PDF
          </Anchor>
        </Group>
        <Suspense
          fallback={
            <Text ta="center" py="xl">
              Loading...
            </Text>
          }
        >
          <PdfViewer file={policy.file} title={policy.title} />
        </Suspense>
      </Container>
    </>
  );
}
