import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { AREAS, GOALS, GOAL_MESSAGES, cleanText, isGoalDateAllowed, type UserGoal } from '@oola/domain';
import { areaColor } from '../../ui/area-color';
import { textOn } from '../../lib/contrast';
import { NoticeModal } from '../../ui/notice-modal';
import { usePartialSaveGoals, useRecommendedGoals } from './api';
import { today } from './goal-date';
import { GoalFields, type GoalDraft } from './goal-fields';
import { RecommendedGoalsModal } from './recommended-goals-modal';

export interface EstablishGoalsProps {
  goals: UserGoal[];
  area: number;
  lastReached: number;
  onAreaChange: (area: number) => void;
  /** After the last area is saved. */
  onDone: () => void;
}

type Drafts = Record<number, GoalDraft[]>;

function draftsFor(goals: UserGoal[], areaIndex: number): GoalDraft[] {
  const saved = goals.filter((goal) => goal.areaId === AREAS[areaIndex]!.id);
  return Array.from({ length: GOALS.perArea }, (_, slot) => {
    const goal = saved[slot];
    return goal
      ? { goalId: goal.goalId, text: goal.text, date: goal.completedByDate }
      : { goalId: null, text: '', date: null };
  });
}

/** Sub-step 1: three goals (text and date) per area, one area at a time. */
export function EstablishGoals({ goals, area, lastReached, onAreaChange, onDone }: EstablishGoalsProps) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<{ title: string; message?: string } | null>(null);
  const [recommendOpen, setRecommendOpen] = useState(false);
  const recommended = useRecommendedGoals();
  const save = usePartialSaveGoals();

  const current = AREAS[area]!;
  const fields = drafts[area] ?? draftsFor(goals, area);
  const setFields = (next: GoalDraft[]) => {
    setDrafts((all) => ({ ...all, [area]: next }));
    setDirty(true);
  };

  const pickRecommendation = (text: string) => {
    const slot = fields.findIndex((field) => field.text.trim() === '');
    if (slot === -1) {
      setNotice({ title: GOAL_MESSAGES.onlyThree });
      return;
    }
    setFields(fields.map((field, index) => (index === slot ? { ...field, text } : field)));
  };

  const goTo = (index: number) => {
    if (index === area) return;
    if (dirty) {
      setNotice({ title: GOAL_MESSAGES.almostThere, message: 'Save the goals of this area before moving on.' });
      return;
    }
    onAreaChange(index);
  };

  const saveArea = async (after: () => void) => {
    const filled = fields.filter((field) => cleanText(field.text) !== '');
    if (filled.length < GOALS.perArea) {
      setNotice({ title: GOAL_MESSAGES.almostThere, message: GOAL_MESSAGES.needThree });
      return;
    }
    if (filled.some((field) => !field.date)) {
      setNotice({ title: GOAL_MESSAGES.selectDate });
      return;
    }
    const savedDate = (goalId: number | null) => goals.find((goal) => goal.goalId === goalId)?.completedByDate;
    if (filled.some((field) => !isGoalDateAllowed(field.date!, today(), savedDate(field.goalId)))) {
      setNotice({ title: GOAL_MESSAGES.dateInPast });
      return;
    }
    try {
      const saved = await save.mutateAsync(
        filled.map((field) => ({
          goalId: field.goalId,
          areaId: current.id,
          text: cleanText(field.text),
          completedByDate: field.date!,
        })),
      );
      setDrafts((all) => ({
        ...all,
        [area]: saved.map((goal) => ({ goalId: goal.goalId, text: goal.text, date: goal.completedByDate })),
      }));
      setDirty(false);
      after();
    } catch {
      // A 409 already showed the Error modal; other failures are only logged.
    }
  };

  const next = () => saveArea(() => (area === AREAS.length - 1 ? onDone() : onAreaChange(area + 1)));
  const revisiting = lastReached > area;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={2} tt="uppercase">
          Establish 3 goals per area
        </Title>
        <Text c="dimmed" maw={620}>
          Write three goals for each of the seven areas of your life and give each one a date to complete it by.
        </Text>
      </Stack>

      <Tabs
        value={String(area)}
        onChange={(value) => value !== null && goTo(Number(value))}
        variant="pills"
        radius="xl"
      >
        <Stack gap="lg">
          <Tabs.List justify="center" style={{ flexWrap: 'wrap', gap: 8 }}>
            {AREAS.map((entry, index) => (
              <Tabs.Tab
                key={entry.id}
                value={String(index)}
                color={areaColor(entry.id)}
                disabled={index > lastReached}
                fw={700}
                style={
                  index === area
                    ? ({ '--tabs-text-color': textOn(entry.color) } as React.CSSProperties)
                    : { border: `1px solid ${entry.color}55` }
                }
              >
                {entry.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={String(area)}>
            <Stack gap="lg">
              <Group justify="space-between" align="end" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Text size="sm" c="dimmed" fw={600}>
                    AREA {area + 1} OF {AREAS.length}
                  </Text>
                  <Title order={3} c={areaColor(current.id)} tt="uppercase">
                    {current.name}
                  </Title>
                </Stack>
                <Button variant="light" color={areaColor(current.id)} onClick={() => setRecommendOpen(true)}>
                  RECOMMENDED GOALS
                </Button>
              </Group>

              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                {fields.map((field, index) => (
                  <GoalFields
                    key={index}
                    label={`Goal ${index + 1}`}
                    color={areaColor(current.id)}
                    value={field}
                    onChange={(value) => setFields(fields.map((other, slot) => (slot === index ? value : other)))}
                  />
                ))}
              </SimpleGrid>

              <Group justify="center" gap="md">
                {revisiting ? (
                  <Button
                    size="md"
                    color={areaColor(current.id)}
                    loading={save.isPending}
                    onClick={() => saveArea(() => onAreaChange(lastReached))}
                  >
                    SAVE
                  </Button>
                ) : (
                  <Button size="md" loading={save.isPending} onClick={next}>
                    {area === AREAS.length - 1 ? 'SAVE AND CONTINUE' : 'NEXT AREA'}
                  </Button>
                )}
              </Group>
            </Stack>
          </Tabs.Panel>
        </Stack>
      </Tabs>

      <RecommendedGoalsModal
        opened={recommendOpen}
        onClose={() => setRecommendOpen(false)}
        area={current}
        recommendations={recommended.data?.areas.find((entry) => entry.areaId === current.id)?.recommendedGoals ?? []}
        chosen={fields.map((field) => field.text.trim())}
        onPick={pickRecommendation}
      />
      <NoticeModal
        opened={notice !== null}
        onClose={() => setNotice(null)}
        title={notice?.title ?? ''}
        message={notice?.message}
      />
    </Stack>
  );
}
