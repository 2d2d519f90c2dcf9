import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './safe-html.module.css';

/** HTML from the server, sanitised with DOMPurify before it reaches the DOM. */
export function SafeHtml({ html, inline = false, ...props }: BoxProps & { html: string; inline?: boolean }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      className={classes.root}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
