import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';
import classes from './safe-html.module.css';

/** HTML from the server, sanitised with DOMPurify before it reaches the DOM. */
export function SafeHtml({ html, inline = false, ...props }: BoxProps & { html: string; inline?: boolean }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      className={classes.root}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
