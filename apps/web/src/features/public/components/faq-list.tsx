import { Accordion, Anchor, Loader, Text } from '@mantine/core';
import { COMPENSATION_PLAN_PDF, COMPENSATION_PLAN_PLACEHOLDER } from '@oola/domain';
import { useFrequentQuestions } from '../api';

/** An answer is plain text; its placeholder becomes a link to the compensation plan PDF. */
function Answer({ text }: { text: string }) {
  const parts = text.split(COMPENSATION_PLAN_PLACEHOLDER);
  return (
    <Text c="gray.8" lh={1.65}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <Anchor href={COMPENSATION_PLAN_PDF} target="_blank" rel="noopener" download fw={700}>
              compensation plan (PDF)
            </Anchor>
          )}
          {part}
        </span>
      ))}
    </Text>
  );
}

/** The FAQ from the server (GET home/GetFrequentQuestions). */
export function FaqList({ limit }: { limit?: number }) {
  const { data, isPending, isError } = useFrequentQuestions();
  if (isPending) return <Loader mx="auto" display="block" role="status" aria-label="Loading questions" />;
  if (isError)
    return (
      <Text c="dimmed" ta="center">
        The questions could not be loaded. Please try again later.
      </Text>
    );
  const items = limit ? data.slice(0, limit) : data;
  return (
    <Accordion variant="separated" radius="md" maw={860} mx="auto" chevronPosition="right" data-testid="faq-list">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} bg="white">
          <Accordion.Control>
            <Text component="span" fw={700} c="brand.8">
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Answer text={item.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
