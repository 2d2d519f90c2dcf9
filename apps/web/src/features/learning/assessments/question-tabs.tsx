import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

export interface QuestionTabsProps {
  count: number;
  index: number;
  /** The furthest question reached: later tabs are disabled. */
  reached: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}

/** On phones: a numbered tab per question above the one shown. */
export function QuestionTabs({ count, index, reached, onSelect, children }: QuestionTabsProps) {
  return (
    <Tabs
      value={String(index)}
      onChange={(value) => value !== null && onSelect(Number(value))}
      variant="pills"
      radius="xl"
      keepMounted={false}
    >
      <Tabs.List mb="md" aria-label="Questions" style={{ gap: 6 }}>
        {Array.from({ length: count }, (_, tab) => (
          <Tabs.Tab
            key={tab}
            value={String(tab)}
            disabled={tab > reached}
            aria-label={`Question ${tab + 1}`}
            fw={700}
            px={0}
            w={34}
            h={34}
            style={{ justifyContent: 'center' }}
          >
            {tab + 1}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={String(index)}>{children}</Tabs.Panel>
    </Tabs>
  );
}
