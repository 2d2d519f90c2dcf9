/**
 * The board's open tab, kept in localStorage as its place (1 MY BREAKTHROUGH, 2 MY PATH, 3 ADDITIONAL
 * PROGRAMS), the key and numbering the dashboard's entry rules use to open active coaches on tab 3.
 * Coming back from a course module, the member finds the tab (and course) they left.
 */
const TAB_KEY = 'oola.elearningTab';
export const BOARD_TABS = ['breakthrough', 'path', 'additional'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];

export function rememberedTab(): BoardTab | null {
  return BOARD_TABS[Number(localStorage.getItem(TAB_KEY)) - 1] ?? null;
}

export function rememberTab(tab: string | null): void {
  const place = BOARD_TABS.indexOf(tab as BoardTab) + 1;
  if (place > 0) localStorage.setItem(TAB_KEY, String(place));
}
