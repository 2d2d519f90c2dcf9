import { useCallback, useEffect, useRef, useState } from 'react';

const SHOW_MS = 4000;
const SEND_EVERY_MS = 2000;

/** "is typing": `seen(key)` shows it for a few seconds; `throttle(send)` sends at most every 2 s. */
export function useTyping() {
  const [typing, setTyping] = useState<Record<string, number>>({});
  const lastSent = useRef(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setTyping((current) => {
        const now = Date.now();
        const live = Object.entries(current).filter(([, at]) => now - at < SHOW_MS);
        return live.length === Object.keys(current).length ? current : Object.fromEntries(live);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  const seen = useCallback((key: string) => setTyping((current) => ({ ...current, [key]: Date.now() })), []);
  const clear = useCallback(
    (key: string) =>
      setTyping((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key];
        return next;
      }),
    [],
  );
  const throttle = useCallback((send: () => void) => {
    if (Date.now() - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = Date.now();
    send();
  }, []);
  return { isTyping: (key: string) => key in typing, seen, clear, throttle };
}
