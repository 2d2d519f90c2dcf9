import type { CSSProperties } from 'react';
import { Box } from '@mantine/core';
import { SafeHtml } from '../../../ui/safe-html';
import classes from './article.module.css';

/** A module's rich text (sanitised by SafeHtml), set for reading; `accent` colours its quotes. */
export function Article({ html, accent }: { html: string; accent: string }) {
  return (
    <Box className={classes.article} style={{ '--accent': accent } as CSSProperties}>
      <SafeHtml html={html} />
    </Box>
  );
}
