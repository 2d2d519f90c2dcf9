import { Fieldset, SegmentedControl, Text } from '@mantine/core';
import { MESSAGE_CHANNELS, type MessageChannel } from '@oola/domain';

const CHANNEL_LABELS: Record<MessageChannel, string> = { push: 'Push', email: 'E-mail', both: 'Both', off: 'Off' };

interface ChannelChoiceProps {
  label: string;
  description: string;
  value: MessageChannel;
  onChange: (channel: MessageChannel) => void;
}

/** One kind of message and where it goes: push, e-mail, both or off (a radio group, full width on a phone). */
export function ChannelChoice({ label, description, value, onChange }: ChannelChoiceProps) {
  return (
    <Fieldset
      legend={label}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text fz="xs" c="dimmed" mb={6}>
        {description}
      </Text>
      <SegmentedControl
        fullWidth
        size="sm"
        value={value}
        onChange={(chosen) => onChange(chosen as MessageChannel)}
        data={MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
      />
    </Fieldset>
  );
}
