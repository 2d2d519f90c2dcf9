import { z } from 'zod';

/**
 * The kinds of message a person can route (issue 32): each goes by the channel its person chose.
 * Transactional mail (password reset, receipts, booking confirmations, security notices) is not a kind
 * here: it always goes by e-mail.
 */
export const MESSAGE_KINDS = [
  'daily-reminder',
  'booking',
  'coach-message',
  'achievement',
  'module-unlocked',
  'coach-nudge',
  'coach-digest',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Where one kind of message goes. */
export const MESSAGE_CHANNELS = ['push', 'email', 'both', 'off'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const messageKindSchema = z.enum(MESSAGE_KINDS, { error: `kind is one of ${MESSAGE_KINDS.join(', ')}` });
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS, {
  error: `channel is one of ${MESSAGE_CHANNELS.join(', ')}`,
});
