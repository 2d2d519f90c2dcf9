import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container, where the app shows them. */
export default function NotificationsContainer() {
  return <Notifications position="top-center" />;
}
