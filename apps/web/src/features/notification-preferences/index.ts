/** What other features use from notification-preferences. */
export { SettingsPanel } from './settings-panel';
