import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACTIONS, ACTION_MESSAGES, cleanText, normalizeText, type TopSevenGoalsResponse } from '@oola/domain';
import { NoticeModal } from '../../../ui/notice-modal';
import { useSaveActions } from './api';
import { MyTopSeven } from './my-top-seven';

export interface EstablishActionsProps {
  topGoals: TopSevenGoalsResponse['topGoals'];
  initial: string[];
  onSaved: () => void;
}

/** Step 3 sub-step 1: 'ESTABLISH 3 DAILY ACTION STEPS' beside MY TOP 7. */
export function EstablishActions({ topGoals, initial, onSaved }: EstablishActionsProps) {
  const form = useForm({
    initialValues: {
      rows: [...initial, ...Array<string>(Math.max(0, ACTIONS.minEditorRows - initial.length)).fill('')],
    },
  });
  const { rows } = form.values;
  const [limitOpen, setLimitOpen] = useState(false);
  const save = useSaveActions();
  const filled = rows.map(cleanText).filter((text) => text !== '');

  const addMore = () => {
    if (rows.length >= ACTIONS.max) setLimitOpen(true);
    else form.insertListItem('rows', '');
  };

  const submit = async () => {
    try {
      await save.mutateAsync(filled);
      onSaved();
    } catch (error) {
      // Action save failure: alert with the error; a 409 showed the Error modal.
      if (!(error instanceof Error && 'status' in error && error.status === 409))
        window.alert((error as Error).message);
    }
  };

  return (
    <Stack gap="lg" maw={1080} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          ESTABLISH 3 DAILY ACTION STEPS
        </Title>
        <Text c="dimmed" maw={640}>
          Small things you can do every day that move you toward your top 7 goals. Write at least three.
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <MyTopSeven goals={topGoals} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Title order={4} mb="md" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              My daily actions
            </Title>
            <Stack gap="sm">
              {rows.map((row, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <Text fw={800} c="brand.7" w={24} ta="right">
                    {index + 1}
                  </Text>
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={`Action ${index + 1}`}
                    placeholder="e.g. Walk for 20 minutes"
                    maxLength={ACTIONS.maxTextLength}
                    value={row}
                    onChange={(event) => form.setFieldValue(`rows.${index}`, normalizeText(event.currentTarget.value))}
                  />
                  {rows.length > ACTIONS.minEditorRows && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove action ${index + 1}`}
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Group>
              ))}
              <Group justify="space-between" mt="xs">
                <Button variant="light" onClick={addMore}>
                  + ADD MORE
                </Button>
                <Text size="sm" c="dimmed">
                  {filled.length} of {ACTIONS.max} actions
                </Text>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="center">
        <Button size="md" disabled={filled.length < ACTIONS.min} loading={save.isPending} onClick={submit}>
          NEXT
        </Button>
      </Group>
      <NoticeModal
        opened={limitOpen}
        onClose={() => setLimitOpen(false)}
        title={ACTION_MESSAGES.almostThere}
        message={ACTION_MESSAGES.onlyFifteen}
      />
    </Stack>
  );
}
