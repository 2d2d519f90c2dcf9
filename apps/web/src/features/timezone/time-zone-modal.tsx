import { Button, Group, Modal, Paper, Select, Stack, Text, ThemeIcon, type OptionsFilter } from '@mantine/core';
import { useForm } from '@mantine/form';
import { searchTimeZones, TIME_ZONE_MESSAGES } from '@oola/domain';
import { useTimeZones, useUpdateTimeZone } from './api';
import { GlobeIcon } from './globe-icon';

export type TimeZoneMode = 'first' | 'update';

/** Finds zones as people name them ('New York', 'Pacific', 'EST'), not only by the words of their label. */
const findZones: OptionsFilter = ({ options, search, limit }) => {
  const byId = new Map(options.map((option) => ['value' in option ? option.value : '', option]));
  return searchTimeZones([...byId.keys()], search, new Date())
    .slice(0, limit)
    .map((id) => byId.get(id)!);
};

export interface TimeZoneModalProps {
  opened: boolean;
  mode: TimeZoneMode;
  /** The member's zone now, or null when none is set yet. */
  currentZone: string | null;
  onClose: () => void;
  /** After a successful save; the default reloads the page (spec). */
  onSaved?: () => void;
}

/**
 * SELECT YOUR TIME ZONE: a searchable list of zones named as people name them, the chosen zone's
 * current time and SAVE. In first-time mode it cannot be closed; in update
 * mode it closes only when a zone is already set.
 */
export function TimeZoneModal({ opened, mode, currentZone, onClose, onSaved }: TimeZoneModalProps) {
  const zones = useTimeZones(opened);
  const update = useUpdateTimeZone();
  const form = useForm({
    initialValues: { zone: currentZone ?? '' },
    validate: { zone: (zone) => (zone ? null : TIME_ZONE_MESSAGES.required) },
  });
  const choice = form.values.zone;
  const chosen = zones.data?.find((zone) => zone.id === choice);
  const forced = mode === 'first';

  const requestClose = () => {
    if (forced) return;
    if (!currentZone) {
      window.alert(TIME_ZONE_MESSAGES.requiredOnClose);
      return;
    }
    onClose();
  };

  // The spec's alert, not a message under the list, when no zone is chosen.
  const save = form.onSubmit(
    ({ zone }) =>
      update.mutate(zone, {
        onSuccess: () => {
          window.alert(forced ? TIME_ZONE_MESSAGES.welcome : TIME_ZONE_MESSAGES.updated);
          onClose();
          (onSaved ?? (() => window.location.reload()))();
        },
        onError: (error) => window.alert(error.message),
      }),
    (errors) => window.alert(String(errors.zone)),
  );

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      withCloseButton={!forced}
      closeOnClickOutside={!forced}
      closeOnEscape={!forced}
      centered
      radius="lg"
      size="md"
      title={
        <Text component="span" fw={800} fz="lg" c="brand.7" style={{ letterSpacing: '0.04em' }}>
          SELECT YOUR TIME ZONE
        </Text>
      }
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {forced
            ? 'Welcome! Choose where you live so your daily actions and streaks follow your own days.'
            : 'Your daily actions, streaks and to-do days follow this time zone.'}
        </Text>
        <Select
          label="Time zone"
          placeholder={zones.isLoading ? 'Loading time zones…' : 'Search a city or region'}
          searchable
          filter={findZones}
          nothingFoundMessage="No time zone matches"
          data={(zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.displayName }))}
          value={choice || null}
          onChange={(zone) => form.setFieldValue('zone', zone ?? '')}
          maxDropdownHeight={280}
          limit={100}
          comboboxProps={{ withinPortal: true }}
        />
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="xl">
              <GlobeIcon size={22} />
            </ThemeIcon>
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                Current time
              </Text>
              <Text fw={800} fz="xl" data-testid="time-zone-current-time">
                {chosen ? chosen.currentTime : '—'}
              </Text>
            </div>
          </Group>
        </Paper>
        {/* Focus lands on SAVE, so the searchable list does not open by itself. */}
        <Button fullWidth size="md" onClick={() => save()} loading={update.isPending} data-autofocus>
          SAVE
        </Button>
      </Stack>
    </Modal>
  );
}
