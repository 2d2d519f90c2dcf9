import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../ui/use-page-meta';

/**
 * Unknown paths. Someone's web alias (/janedoe) never gets here: the server sends it to their personal site
 * (/myoola/janedoe), so this page asks the server nothing (decision 086).
 */
export default function NotFoundPage() {
  usePageMeta('Page not found', "Sorry, this page doesn't exist!");
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="lg">
        <Text fz={{ base: 96, sm: 140 }} fw={900} lh={1} c="brand.3" aria-hidden>
          404
        </Text>
        <Title order={1} ta="center" fz={{ base: 24, sm: 32 }}>
          Sorry, this page doesn&apos;t exist!
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          The link may be old or mistyped. Let&apos;s get you back on track.
        </Text>
        <Button component={Link} to="/" size="md">
          GO BACK
        </Button>
      </Stack>
    </Container>
  );
}
