/**
 * How the app names a zone at `at`, written out here from the runtime's own names (not with the
 * app's function): 'New York (Eastern Time, UTC−5)'.
 */
export function zoneName(city: string, name: string, timeZone: string, at: Date): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${city} (${name}, ${offset.replace('GMT', 'UTC').replace('-', '\u2212')})`;
}
