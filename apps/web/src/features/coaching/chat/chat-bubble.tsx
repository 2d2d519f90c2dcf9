import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import classes from '../room/coaching-room.module.css';

/** One message: the viewer's on the right in the brand colour, the other side's on the left. */
export function ChatBubble({
  mine,
  text,
  meta,
  state = 'stored',
}: {
  mine: boolean;
  text: string;
  /** Under the bubble: the time, or the sending state with a retry. */
  meta: ReactNode;
  state?: 'stored' | 'sending' | 'failed';
}) {
  return (
    <Stack
      gap={2}
      align={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-mine={mine}
      data-state={state}
    >
      <Box className={mine ? classes.mine : classes.theirs} data-failed={state === 'failed' || undefined}>
        <Text fz="sm" className={classes.text}>
          {text}
        </Text>
      </Box>
      <Text fz={11} c="dimmed" px={6} component="div">
        {meta}
      </Text>
    </Stack>
  );
}
