const MODULE_KEY = 'oola.moduleVip';

/** Remembers the module a card opened: /moduleVip and /ELearning show it. */
export function rememberModule(moduleId: number): void {
  localStorage.setItem(MODULE_KEY, String(moduleId));
}

/** The remembered module id, or 0 when there is none. */
export function rememberedModule(): number {
  const id = Number(localStorage.getItem(MODULE_KEY));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
