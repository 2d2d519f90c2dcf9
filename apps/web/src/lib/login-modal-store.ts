import { useSyncExternalStore } from 'react';

let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  opened = value;
  for (const listener of listeners) listener();
}

export const openLoginModal = () => set(true);
export const closeLoginModal = () => set(false);

export function useLoginModalOpened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
  );
}
