import { useSyncExternalStore } from 'react';
import type { Session } from '@oola/domain';

const STORAGE_KEY = 'oola.session';
const SHOP_ORIGIN_KEY = 'oola.shopOrigin';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    if (new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

let current: Session | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session): void {
  current = session;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  if (session.isShopify) markShopOrigin();
  emit();
}

/** Merges fresh fields (e.g. a new step id) into the kept session. */
export function updateSession(patch: Partial<Session>): void {
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(STORAGE_KEY);
  emit();
}

/** Shop-origin visitors keep this flag after sign-out: private routes send them to the shop free test. */
export function markShopOrigin(): void {
  localStorage.setItem(SHOP_ORIGIN_KEY, '1');
}

export function isShopOrigin(): boolean {
  return current?.isShopify === true || localStorage.getItem(SHOP_ORIGIN_KEY) === '1';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
