import { useState, type ReactNode } from 'react';
import { Modal, Text } from '@mantine/core';

export interface AchievementsModalFrameProps<Section extends string> {
  opened: boolean;
  onClose: () => void;
  /** The overview's title. */
  title: string;
  /** The title of a section's See more view. */
  sectionTitle: (section: Section) => string;
  /** The overview (`section` null) or one section's every badge; `show` switches between them. */
  children: (section: Section | null, show: (section: Section | null) => void) => ReactNode;
}

/**
 * The frame of an achievements modal, member's or coach's: its title is the view's (the overview or the section
 * See more opened), and closing it returns to the overview for next time.
 */
export function AchievementsModalFrame<Section extends string>({
  opened,
  onClose,
  title,
  sectionTitle,
  children,
}: AchievementsModalFrameProps<Section>) {
  const [section, setSection] = useState<Section | null>(null);
  const close = () => {
    setSection(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      centered
      radius="lg"
      title={
        <Text component="span" fw={800} fz="xl" c="brand.7" style={{ letterSpacing: '0.04em' }}>
          {section ? sectionTitle(section) : title}
        </Text>
      }
    >
      {children(section, setSection)}
    </Modal>
  );
}
