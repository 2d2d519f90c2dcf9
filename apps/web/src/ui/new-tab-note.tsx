import { VisuallyHidden } from '@mantine/core';

/**
 * What a screen reader hears after a link that opens in a new tab. The space before it is a text node of
 * its own: inside the hidden element it was trimmed away by name computation ("READ THE GUIDE(opens…").
 */
export function NewTabNote() {
  return (
    <>
      {' '}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}
