import { useEffect } from 'react';
import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { usePageMeta } from '../../ui/use-page-meta';

const ALIAS_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A single path segment that could be someone's web alias (/janedoe), or null. */
function aliasCandidate(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return null;
  const segment = decodeURIComponent(segments[0]!);
  return ALIAS_PATTERN.test(segment) ? segment : null;
}

/** Unknown paths: /{alias} of an ambassador goes to their personal site; anything else is a 404 page. */
export default function NotFoundPage() {
  usePageMeta('Page not found', "Sorry, this page doesn't exist!");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const alias = aliasCandidate(pathname);
  const profile = useQuery({
    queryKey: ['not-found', 'alias', alias?.toLowerCase()],
    queryFn: () => api<unknown>('GET', `Customer/GetAmbassadorProfileInformation/${encodeURIComponent(alias!)}`),
    enabled: alias !== null,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (alias && profile.isSuccess) navigate(`/myoola/${alias}`, { replace: true });
  }, [alias, profile.isSuccess, navigate]);

  if (alias && !profile.isError) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
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
