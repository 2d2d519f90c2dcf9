import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { MARKETING } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { LockImage } from './lock-image';

/** Opens the upgrade link (external in a new tab, a page of ours in this one). */
export function openUpgrade(link: string): void {
  if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener');
  else window.location.assign(link);
}

/** The upgrade warning a click on a locked area opens: the lifestyle framework subscription. */
export function UpgradeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useSettings();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="md"
      title={
        <Text component="span" fw={800} c="brand.7">
          UPGRADE YOUR ACCOUNT
        </Text>
      }
    >
      <Stack align="center" gap="md" ta="center">
        <LockImage size={64} />
        <Text fw={700}>This part of your dashboard is for subscribers of the lifestyle framework.</Text>
        <List spacing={4} fz="sm" ta="left" c="dimmed">
          <List.Item>Your goals, to-do list and full progress</List.Item>
          <List.Item>My Breakthrough and My Path lessons</List.Item>
          <List.Item>A personal coach when you want one</List.Item>
        </List>
        <Text fz="sm">
          ${MARKETING.monthlyPrice} per month after a ${MARKETING.startupPrice} start-up, with a{' '}
          {MARKETING.guaranteeDays}-day money-back guarantee.
        </Text>
        <Button size="md" color="yellow.6" c="dark.8" onClick={() => openUpgrade(settings.links.upgrade)}>
          UPGRADE NOW
        </Button>
      </Stack>
    </Modal>
  );
}
