import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Server rich text, sanitised before it reaches the DOM. */
export function RichText({ html, ...props }: BoxProps & { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="rich-text" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
