import { BACKOFFICE_FAILURE_MESSAGE } from '@oola/domain';
import { fetchSilentToken } from '../api';

/** The back-office link with the silent token in its query string. */
export function backOfficeUrl(link: string, silentToken: string): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('silentToken', silentToken);
  return url.toString();
}

/**
 * MY BACKOFFICE: single sign-on in a new tab. The tab opens at once (inside the
 * click, so it is not blocked) and is sent to the link when the token arrives.
 */
export async function openBackOffice(link: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { silentToken } = await fetchSilentToken();
    const target = backOfficeUrl(link, silentToken);
    if (tab) tab.location.href = target;
    else window.open(target, '_blank', 'noopener');
  } catch {
    tab?.close();
    window.alert(BACKOFFICE_FAILURE_MESSAGE);
  }
}
