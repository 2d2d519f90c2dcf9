import { EmptyState } from '../../ui/section-card';

/**
 * In place of a list that has no answer for today while the device is offline: after the member's midnight on a
 * page left open, or on a first visit offline. The list loads by itself when the connection returns.
 */
export function LoadsWhenOnline({ children }: { children: string }) {
  return (
    <div role="status" data-testid="loads-when-online">
      <EmptyState title={children}>This list loads by itself when you&apos;re back online.</EmptyState>
    </div>
  );
}
