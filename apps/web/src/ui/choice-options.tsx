import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import classes from './choice-options.module.css';

export interface ChoiceOptionsProps {
  question: { id: number; options: { id: number; text: string }[] };
  multiple: boolean;
  chosen: number[];
  /** The question's heading: names the group. */
  labelId: string;
  onChoose: (optionId: number) => void;
}

/**
 * The options of a question as cards: radios for single choice, checkboxes for multiple choice (a
 * course assessment's questions, a certification quiz's).
 */
export function ChoiceOptions({ question, multiple, chosen, labelId, onChoose }: ChoiceOptionsProps) {
  const label = (text: string) => (
    <Text component="span" fz="md" fw={600} c="dark.7">
      {text}
    </Text>
  );
  if (multiple) {
    return (
      <Checkbox.Group value={chosen.map(String)} labelProps={{ id: labelId }}>
        <Stack gap="xs">
          {question.options.map((option) => (
            <Checkbox.Card
              key={option.id}
              value={String(option.id)}
              className={classes.card}
              radius="md"
              onClick={() => onChoose(option.id)}
            >
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                {label(option.text)}
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      value={chosen[0] ? String(chosen[0]) : null}
      onChange={(value) => onChoose(Number(value))}
      labelProps={{ id: labelId }}
      name={`question-${question.id}`}
    >
      <Stack gap="xs">
        {question.options.map((option) => (
          <Radio.Card key={option.id} value={String(option.id)} className={classes.card} radius="md">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              {label(option.text)}
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
