import { useEffect, useSyncExternalStore } from 'react';

let openPages = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A page that works offline (the dashboard's tracker and to-do list) says so while it is shown. */
export function useWorksOffline(): void {
  useEffect(() => {
    openPages += 1;
    emit();
    return () => {
      openPages -= 1;
      emit();
    };
  }, []);
}

/** Whether the page shown works offline: the offline banner then lets the member go on. */
export function useOnOfflinePage(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openPages > 0,
    () => false,
  );
}
