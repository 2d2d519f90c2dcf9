import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The notifications' container (with its transitions) loads with the first notification; until then
// notifications.show() only fills the store, which the container draws from once it has come.
const Notifications = lazy(() => import('./notifications-container'));

export function NotificationsOnDemand() {
  const { notifications } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (notifications.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
