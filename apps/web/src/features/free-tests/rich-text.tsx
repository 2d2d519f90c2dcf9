import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server rich text, sanitised before it reaches the DOM. */
export function RichText({ html, ...props }: BoxProps & { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Box className="rich-text" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
