/** What other features use from timezone. */
export { GlobeIcon } from './globe-icon';
export { TimeZoneGate } from './time-zone-gate';
export { TimeZoneModal } from './time-zone-modal';
export { adoptBrowserZone, browserTimeZone } from './browser-zone';
