import type { ComponentType } from 'react';
import { AccountDataSection } from '../account-data';
import { EmailPreferences } from '../notification-preferences';
import { PushDevicesSection } from '../push';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

export interface AccountSectionEntry {
  id: string;
  Section: ComponentType;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
}

/** The My account page, top to bottom: another feature's section joins by adding its entry here. */
export const ACCOUNT_SECTIONS: AccountSectionEntry[] = [
  { id: 'profile', Section: ProfileSection, wide: true },
  { id: 'email', Section: EmailSection },
  { id: 'phone', Section: PhoneSection },
  { id: 'password', Section: PasswordSection },
  { id: 'email-reminders', Section: EmailPreferences },
  { id: 'push-devices', Section: PushDevicesSection },
  { id: 'sessions', Section: SessionsSection, wide: true },
  { id: 'your-data', Section: AccountDataSection, wide: true },
];
