/**
 * Opens the meeting in a new tab; false when the browser blocked it (it was opened after an awaited call,
 * which some browsers no longer count as the user's click). The new tab gets no handle on this one.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
