import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../ui/use-page-meta';
import { ACCOUNT_SECTIONS } from './account-sections';

/** /account: the person's profile, sign-in details, reminders and signed-in devices. */
export default function AccountPage() {
  usePageMeta('My account', 'Your profile, sign-in details, e-mail reminders and signed-in devices.');
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        MY ACCOUNT
      </Title>
      <Text c="dimmed" mb="lg">
        Your profile, how you sign in, the e-mails we send you and where you are signed in.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {ACCOUNT_SECTIONS.map(({ id, Section, wide }) => (
          <div key={id} style={wide ? { gridColumn: '1 / -1' } : undefined}>
            <Section />
          </div>
        ))}
      </SimpleGrid>
    </Container>
  );
}
