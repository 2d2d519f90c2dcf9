import { lazy, type ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A React.lazy page that can also be loaded ahead of its first render (main.tsx does so for the
 * page being opened): once preloaded it renders at once, without a Suspense fallback in between.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const Page = ((props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)) as LazyPage<P>;
  Page.preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return Page;
}

/**
 * Loads ahead the lazy pages of the given route elements (for the page being opened). Never fails:
 * a page that cannot load now is left to React.lazy, which tries again when it renders.
 */
export function preloadPages(elements: unknown[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      const type = (element as { type?: unknown } | null)?.type;
      if (typeof type !== 'function' || !('preload' in type)) return undefined;
      return (type as LazyPage<object>).preload().catch(() => undefined);
    }),
  );
}
