import { cloneElement, useState, useSyncExternalStore, type ReactElement } from 'react';
import type * as HeaderMenuModule from './header-menus';

type HeaderMenus = typeof HeaderMenuModule;

let loading: Promise<HeaderMenus> | undefined;
let loaded: HeaderMenus | undefined;
const listeners = new Set<() => void>();

function loadHeaderMenus(): void {
  loading ??= import('./header-menus').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  // A failed load is tried again at the next approach.
  loading.catch(() => (loading = undefined));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface MenuOnDemandProps {
  menu: 'PartnerMenu' | 'ShopMenu' | 'LoginMenu';
  /** The menu's button, drawn the same before and after the menu's code has come. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The menu opens on hover as well as on click. */
  hover?: boolean;
}

/**
 * A header menu whose code (Mantine's Menu, Popover and floating-ui, ~16 KB gzipped) loads when the visitor
 * first points at, focuses or clicks its button, not with the page (decision 094). Until then the button is
 * the same closed menu button to screen readers; a click meanwhile opens the menu once it has come, and the
 * focus stays on the button when it is swapped for the menu's own.
 */
export function MenuOnDemand({ menu, trigger, hover = false }: MenuOnDemandProps) {
  const menus = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  const [clicked, setClicked] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  if (menus) {
    const Menu = menus[menu];
    return <Menu trigger={trigger} defaultOpened={hover && hovered && !clicked} focus={focused} clicked={clicked} />;
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => {
      setHovered(true);
      loadHeaderMenus();
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => {
      setFocused(true);
      loadHeaderMenus();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setClicked(true);
      loadHeaderMenus();
    },
  });
}
