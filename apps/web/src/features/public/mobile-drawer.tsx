import { Drawer } from '@mantine/core';
import { useSettings } from '../../lib/settings';
import { Logo } from '../../ui/logo';
import { MobileMenu } from './mobile-menu';

/** The burger menu's drawer, loaded only when opened. */
export default function MobileDrawer({ onClose }: { onClose: () => void }) {
  const settings = useSettings();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xs"
      title={<Logo brand={settings.brandName} />}
      hiddenFrom="md"
    >
      <MobileMenu onNavigate={onClose} />
    </Drawer>
  );
}
