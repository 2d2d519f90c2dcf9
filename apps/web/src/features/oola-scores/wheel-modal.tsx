import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OolaWheel } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { ShareModal } from '../../ui/share-modal';
import { Wheel } from '../../ui/wheel';
import { useShareContent } from '../journey';
import { wheelDate, wheelSlices } from './wheel-date';

/** The Oola Wheel modal: one wheel large, with SHARE. */
export function WheelModal({ wheel, onClose }: { wheel: OolaWheel | null; onClose: () => void }) {
  const { brandName } = useSettings();
  const [sharing, setSharing] = useState(false);
  const share = useShareContent(2, wheel !== null);
  const alias = share.data?.webAlias;
  return (
    <>
      <Modal
        opened={wheel !== null && !sharing}
        onClose={onClose}
        centered
        radius="lg"
        size="lg"
        title={
          <Text fw={800} c="brand.8">
            MY {brandName.toUpperCase()} WHEEL
          </Text>
        }
      >
        {wheel && (
          <Stack gap="md" align="center" data-testid="wheel-modal">
            <Text fw={700} c="dimmed">
              {wheelDate(wheel)}
            </Text>
            <Wheel slices={wheelSlices(wheel)} total={wheel.score} size={360} animateFromZero />
            <Group justify="center">
              <Button size="md" onClick={() => setSharing(true)}>
                SHARE
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {wheel && (
        <ShareModal
          opened={sharing}
          onClose={() => setSharing(false)}
          title={`My ${brandName} Wheel on ${wheelDate(wheel)}`}
          message={wheel.socialMediaMessage}
          imageUrl={wheel.socialMediaImageUrl}
          url={alias ? `${window.location.origin}/${alias}` : undefined}
        />
      )}
    </>
  );
}
