import { useState } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  reminderTimeSchema,
  timeZoneLabel,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@oola/domain';

interface QuietHoursFieldProps {
  preferences: NotificationPreferences;
  onSave: (changes: UpdateNotificationPreferences) => void;
}

const isTime = (time: string) => reminderTimeSchema.safeParse(time).success;

/** Quiet hours: on or off, and from when until when in the person's own zone, each time saved on leaving it. */
export function QuietHoursField({ preferences, onSave }: QuietHoursFieldProps) {
  const { quietHours } = preferences;
  const [start, setStart] = useState(quietHours.start);
  const [end, setEnd] = useState(quietHours.end);
  const same = start === end;
  const saveTimes = () => {
    const changed = start !== quietHours.start || end !== quietHours.end;
    if (changed && isTime(start) && isTime(end) && !same) onSave({ quietHours: { start, end } });
  };
  const zone = preferences.timeZone ?? 'UTC';

  return (
    <Stack gap="sm">
      <Switch
        size="md"
        checked={quietHours.enabled}
        onChange={(event) => onSave({ quietHours: { enabled: event.currentTarget.checked } })}
        label="Quiet hours"
        description="Messages due in these hours wait until they end. A session starting within two hours is still announced."
      />
      <Group pl={{ base: 0, xs: 58 }} gap="sm" align="flex-start">
        <TimeInput
          label="From"
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          onBlur={saveTimes}
          disabled={!quietHours.enabled}
          error={isTime(start) ? null : NOTIFICATION_PREFERENCE_MESSAGES.time}
          w={130}
        />
        <TimeInput
          label="Until"
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
          onBlur={saveTimes}
          disabled={!quietHours.enabled}
          error={
            !isTime(end)
              ? NOTIFICATION_PREFERENCE_MESSAGES.time
              : same
                ? NOTIFICATION_PREFERENCE_MESSAGES.quietHoursSame
                : null
          }
          w={130}
        />
      </Group>
      <Text fz="xs" c="dimmed" pl={{ base: 0, xs: 58 }}>
        In your time zone: {timeZoneLabel(zone, new Date())}. Your daily reminder still comes at the time you chose.
      </Text>
    </Stack>
  );
}
