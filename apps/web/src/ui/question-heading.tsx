import { useEffect, useRef, type ReactNode } from 'react';
import { Stack, Text, Title, type TitleOrder } from '@mantine/core';

export interface QuestionHeadingProps {
  /** The question's id: when it changes (after the first), the heading takes the focus. */
  questionId: number;
  /** 1-based. */
  number: number;
  count: number;
  text: ReactNode;
  /** The heading's id, for the answers' aria-labelledby. */
  id?: string;
  order: TitleOrder;
  /** Font size on phones and from the sm breakpoint. */
  size: { base: number; sm: number };
}

/**
 * 'QUESTION n OF m' above the question as a heading; a new question takes the focus (after the
 * first), so a screen reader reads it out.
 */
export function QuestionHeading({ questionId, number, count, text, id, order, size }: QuestionHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [questionId]);
  return (
    <Stack gap={6}>
      <Text fz="xs" fw={800} c="dimmed" style={{ letterSpacing: '0.08em' }} data-testid="question-counter">
        QUESTION {number} OF {count}
      </Text>
      <Title
        ref={heading}
        id={id}
        order={order}
        fz={size}
        c="brand.8"
        lh={1.3}
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {text}
      </Title>
    </Stack>
  );
}
