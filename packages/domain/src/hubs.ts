/**
 * The spec's real-time hubs, each a Socket.IO namespace, named once for the server that opens them and
 * the web app that connects to them. Support chat's own namespace is SUPPORT_CHAT.namespace.
 */
export const HUB = {
  action: '/actionhub',
  chat: '/chathub',
  notifications: '/notificationshub',
  meeting: '/meetinghub',
} as const;

export type HubName = (typeof HUB)[keyof typeof HUB];

/** Server → every /actionhub socket: the community's action steps taken, a number, whenever it changes. */
export const GLOBAL_STEPS_EVENT = 'GetGlobalStepsTaken';
