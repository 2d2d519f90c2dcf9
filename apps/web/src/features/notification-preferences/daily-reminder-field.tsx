import { useState } from 'react';
import { Group, Stack, Switch } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  reminderTimeSchema,
  timeZoneLabel,
  type NotificationPreferences,
} from '@oola/domain';

interface DailyReminderFieldProps {
  preferences: NotificationPreferences;
  onSave: (changes: { dailyReminder?: boolean; dailyReminderTime?: string }) => void;
}

/** The daily action reminder: its switch and its time of day in the member's own zone, saved on leaving the field. */
export function DailyReminderField({ preferences, onSave }: DailyReminderFieldProps) {
  const [time, setTime] = useState(preferences.dailyReminderTime);
  const valid = reminderTimeSchema.safeParse(time).success;
  const zone = preferences.timeZone ?? 'UTC';
  const saveTime = () => {
    if (valid && time !== preferences.dailyReminderTime) onSave({ dailyReminderTime: time });
  };

  return (
    <Stack gap="sm">
      <Switch
        size="md"
        checked={preferences.dailyReminder}
        onChange={(event) =>
          onSave(
            valid
              ? { dailyReminder: event.currentTarget.checked, dailyReminderTime: time }
              : { dailyReminder: event.currentTarget.checked },
          )
        }
        label="Daily action reminder"
        description="At the time you choose, only on days you have not completed your 3 actions yet."
      />
      <Group pl={{ base: 0, xs: 58 }}>
        <TimeInput
          label="Reminder time"
          description={`Your time zone: ${timeZoneLabel(zone, new Date())}`}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          onBlur={saveTime}
          error={valid ? null : NOTIFICATION_PREFERENCE_MESSAGES.time}
          w={220}
        />
      </Group>
    </Stack>
  );
}
