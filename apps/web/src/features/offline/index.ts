export type { ChangeKind, QueuedChange } from './queued-change';
export { plannedDate } from './conflict-rules';
export { writeOrQueue, QUEUED, type Queued } from './write-or-queue';
export { usePendingChanges } from './use-pending-changes';
export { useWorksOffline, useOnOfflinePage } from './works-offline';
export { OfflineSync } from './offline-sync';
export { OfflineBar } from './offline-bar';
export { PendingChangesList } from './pending-changes-list';
export { OfflineQueryClientProvider } from './offline-query-client-provider';
