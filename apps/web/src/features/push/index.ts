/** What other features use from push: this device's notifications, the devices list, the dashboard's offer. */
export { ThisDeviceCard } from './this-device-card';
export { PushDevicesSection } from './push-devices-section';
export { PushOffer } from './push-offer';
export { unsubscribeThisBrowser } from './browser-push';
