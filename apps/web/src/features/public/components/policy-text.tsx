import { Stack, Text, Title } from '@mantine/core';

/**
 * A policy's text from content/public/policies (the same source as its PDF, scripts/generate-policies.mjs):
 * `## ` lines are section headings, other lines paragraphs; the `# ` title is the page's banner.
 */
export function PolicyText({ markdown }: { markdown: string }) {
  const lines = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('# '));
  return (
    <Stack gap="sm" data-testid="policy-text">
      {lines.map((line, index) =>
        line.startsWith('## ') ? (
          <Title key={index} order={2} fz={22} c="brand.8" mt="md">
            {line.slice(3)}
          </Title>
        ) : (
          <Text key={index} lh={1.6}>
            {line}
          </Text>
        ),
      )}
    </Stack>
  );
}
