import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { SectionCard } from '../../../ui/section-card';

export interface SectionFrameProps {
  /** 'WATCH', 'READ', 'DO'. */
  name: string;
  /** This section's place: '1/3'. */
  place: string;
  accent: string;
  children: ReactNode;
}

/** A part of the module page, in the dashboard's card, with its place among the parts. */
export function SectionFrame({ name, place, accent, children }: SectionFrameProps) {
  return (
    <SectionCard
      title={name}
      accent={`var(--mantine-color-${accent}-6)`}
      testId={`module-${name.toLowerCase()}`}
      actions={
        <Badge variant="light" color={accent} size="lg" radius="sm" data-testid="section-place">
          {place}
        </Badge>
      }
    >
      {children}
    </SectionCard>
  );
}
