import type { ThisDeviceState } from './use-this-device';

/** What the card says in each state: what is true, and the one thing the person can do about it. */
export const DEVICE_STATE_TEXT: Record<Exclude<ThisDeviceState, 'loading'>, string> = {
  on: 'Notifications are on for this device: your reminders and messages arrive here, even when Oola is closed.',
  off: 'Get your daily reminder, messages from your coach and session reminders on this device, even when Oola is closed.',
  blocked:
    'Your browser blocks notifications from Oola. To allow them, open the site settings (the icon at the left of ' +
    'the address bar), set Notifications to Allow, then reload this page.',
  'needs-home-screen':
    'On iPhone and iPad, notifications work in the Oola app on your Home Screen. Tap Share, then Add to Home ' +
    'Screen, open Oola from your Home Screen and turn notifications on there.',
  unsupported: 'This browser cannot show notifications from websites. Your reminders keep coming by e-mail.',
};
