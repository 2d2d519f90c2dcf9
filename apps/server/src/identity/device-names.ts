/**
 * Sessions started by sign-up keep the whole user agent as their browser, sign-ins a short name;
 * the session list shows a short name for both.
 */
export function browserName(browser: string | null): string | null {
  if (!browser || !browser.includes('/')) return browser;
  if (/Edg\//.test(browser)) return 'Edge';
  if (/Chrome\//.test(browser)) return 'Chrome';
  if (/Firefox\//.test(browser)) return 'Firefox';
  if (/Safari\//.test(browser)) return 'Safari';
  return 'Other';
}

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The operating system the sign-in named, or the one a user agent names. */
export function systemName(operatingSystem: string | null, browser: string | null): string | null {
  if (operatingSystem) return operatingSystem;
  if (!browser?.includes('/')) return null;
  return SYSTEMS.find(([pattern]) => pattern.test(browser))?.[1] ?? null;
}
