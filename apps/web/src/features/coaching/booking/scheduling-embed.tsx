import { Anchor, Stack, Text } from '@mantine/core';

export interface SchedulingEmbedProps {
  url: string;
  coachName: string;
}

/** The coach's external scheduling site, embedded (sandboxed), with a link to open it in a new tab. */
export function SchedulingEmbed({ url, coachName }: SchedulingEmbedProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">{coachName} books sessions on their own scheduling page.</Text>
      <iframe
        src={url}
        title={`Book a session with ${coachName}`}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
      />
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        Open the scheduling page in a new tab
      </Anchor>
    </Stack>
  );
}
