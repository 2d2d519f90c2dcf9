import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="lg">
        <Title order={1} ta="center" c="brand.7">
          404
        </Title>
        <Text fz="xl" fw={700} ta="center">
          Sorry this page doesn&apos;t exist!
        </Text>
        <Button component={Link} to="/" size="md">
          GO BACK
        </Button>
      </Stack>
    </Container>
  );
}
