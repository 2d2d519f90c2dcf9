import { useState } from 'react';
import { stylesToString, type InlineStylesProps } from '@mantine/core';

/**
 * Stands in for Mantine's own InlineStyles (vite.config.ts aliases it here): the rules of a responsive
 * style prop (`mt={{ base: 'md', sm: 'xl' }}`, SimpleGrid's `cols`) go into the head, as React hoists a
 * `<style>` with an href, instead of a `<style>` in the body, which HTML does not allow (decision 092).
 * React never rewrites a hoisted style, so rules that change (a carousel's slide size when the window
 * crosses a breakpoint: Mantine 9 writes it here) get a new href, added after the old one (decision 100).
 */
export function InlineStyles(props: InlineStylesProps) {
  const css = stylesToString(props);
  const [written, setWritten] = useState({ css, version: 0 });
  if (written.css !== css) setWritten({ css, version: written.version + 1 });
  return (
    <style href={`mantine-inline${props.selector}-${written.version}`} precedence="mantine">
      {css}
    </style>
  );
}
