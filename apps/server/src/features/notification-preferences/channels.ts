import {
  DEFAULT_MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  type EmailCategory,
  type MessageChannel,
  type MessageKind,
} from '@oola/domain';

/** The e-mail category of each kind that has an e-mail: its opt-out (and one-click unsubscribe) is that kind's e-mail side. */
export const KIND_EMAIL_CATEGORY: Partial<Record<MessageKind, EmailCategory>> = {
  'daily-reminder': 'daily-reminder',
  booking: 'booking-reminder',
  'coach-message': 'chat-unread',
  'coach-digest': 'coach-digest',
};

export type StoredChannels = Partial<Record<MessageKind, MessageChannel>>;

/**
 * The channel a kind goes by: the person's choice, else the default, less the e-mail they refused (an opt-out,
 * by the old switch or a one-click unsubscribe). Refusing the e-mail of a kind never chosen turns it off: the
 * e-mail was how it reached them (decision 107).
 */
export function channelOf(kind: MessageKind, stored: StoredChannels, emailRefused: boolean): MessageChannel {
  const chosen = stored[kind];
  if (!emailRefused) return chosen ?? DEFAULT_MESSAGE_CHANNELS[kind];
  if (chosen === 'both' || chosen === 'push') return 'push';
  return 'off';
}

export function allChannels(
  stored: StoredChannels,
  refused: (kind: MessageKind) => boolean,
): Record<MessageKind, MessageChannel> {
  return Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, channelOf(kind, stored, refused(kind))])) as Record<
    MessageKind,
    MessageChannel
  >;
}
