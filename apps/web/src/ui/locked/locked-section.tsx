import { useState, type ReactNode } from 'react';
import { Box, Button, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { LockImage } from './lock-image';
import { UpgradeModal } from './upgrade-modal';

export interface LockedProps {
  /** What would be there, blurred behind the lock. */
  children: ReactNode;
  label: string;
  compact?: boolean;
}

/** A locked area for non-subscribers: its content blurred, the lock image and an upgrade prompt. */
export function Locked({ children, label, compact = false }: LockedProps) {
  const [upgrade, setUpgrade] = useState(false);
  const prompt = `Become a subscriber to unlock ${label}`;
  return (
    <Box
      pos="relative"
      mih={compact ? undefined : 240}
      data-testid="locked-section"
      data-locked-label={label}
      style={{ borderRadius: 12, overflow: 'hidden' }}
    >
      <Box inert style={{ filter: 'blur(5px)', pointerEvents: 'none', userSelect: 'none', opacity: 0.75 }}>
        {children}
      </Box>
      <UnstyledButton
        onClick={() => setUpgrade(true)}
        pos="absolute"
        inset={0}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'rgba(245,247,251,0.55)',
        }}
      >
        <Stack align="center" gap={compact ? 4 : 8} px="md" ta="center">
          <LockImage size={compact ? 40 : 64} />
          {compact ? (
            <VisuallyHidden>{prompt}</VisuallyHidden>
          ) : (
            <Text fw={700} c="brand.8" maw={280}>
              {prompt}
            </Text>
          )}
          <Button component="span" size={compact ? 'compact-xs' : 'sm'} color="yellow.6" c="dark.8">
            UPGRADE
          </Button>
        </Stack>
      </UnstyledButton>
      <UpgradeModal opened={upgrade} onClose={() => setUpgrade(false)} />
    </Box>
  );
}
