import { useEffect, useRef } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { SafeHtml } from '../../../ui/safe-html';

/** The assessment's congratulations, until the member continues to what it started. */
export function Congratulations({ html, onContinue }: { html: string; onContinue: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      role="status"
      data-testid="assessment-congratulations"
      style={{ borderTop: '6px solid var(--mantine-color-area1-6)' }}
    >
      <SafeHtml html={html} c="brand.8" fz="lg" lh={1.6} />
      <Group justify="flex-end" mt="lg">
        <Button ref={button} size="md" onClick={onContinue}>
          CONTINUE
        </Button>
      </Group>
    </Paper>
  );
}
