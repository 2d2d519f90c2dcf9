/** What other features use from push: queue a push, ask for a device, forget a signed-out session's devices. */
export { forgetSessionDevices, hasPushDevice, withPushDevice } from './devices.js';
export { enqueuePush, enqueuePushes, type PushToSend, type PushUrgency } from './enqueue-push.js';
