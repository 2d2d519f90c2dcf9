import { Container, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../ui/use-page-meta';
import { AccountDataSection } from './account-data-section';

/** /Dashboard/Account/Data: the account-data section on a page of its own (My account shows it too). */
export default function AccountDataPage() {
  usePageMeta('Your data', 'Download a copy of your data or delete your account.');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        YOUR DATA
      </Title>
      <Text c="dimmed" mb="lg">
        Take a copy of your data with you, or leave for good.
      </Text>
      <AccountDataSection />
    </Container>
  );
}
