/**
 * The notifications the service worker shows on this device (apps/web/src/service-worker): an entry read in the
 * bell closes its notification, so the bell and the push stay one notification.
 */
export async function closeShownNotifications(readIds: ReadonlySet<number>): Promise<void> {
  if (readIds.size === 0 || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.getNotifications) return;
  for (const shown of await registration.getNotifications()) {
    const id = (shown.data as { notificationId?: unknown } | null)?.notificationId;
    if (typeof id === 'number' && readIds.has(id)) shown.close();
  }
}
