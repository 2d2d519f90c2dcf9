import '@testing-library/jest-dom/vitest';
// The offline queue (features/offline) keeps changes in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// The files of a worker share one jsdom and one copy of every module (isolate: false in
// vitest.config.ts): a file leaves no stored session behind, and no offline state (a test that goes
// offline leaves TanStack Query's online manager offline, so the next file's queries would wait).
afterAll(() => {
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these browser APIs that Mantine uses.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Mantine 9's autosizing Textarea listens for web fonts loading (document.fonts).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}
