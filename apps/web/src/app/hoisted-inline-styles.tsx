import { stylesToString, type InlineStylesProps } from '@mantine/core';

/**
 * Stands in for Mantine's own InlineStyles (vite.config.ts aliases it here): the rules of a responsive
 * style prop (`mt={{ base: 'md', sm: 'xl' }}`, SimpleGrid's `cols`) go into the head, as React hoists a
 * `<style>` with an href, instead of a `<style>` in the body, which HTML does not allow (decision 092).
 */
export function InlineStyles(props: InlineStylesProps) {
  return (
    <style href={`mantine-inline${props.selector}`} precedence="mantine">
      {stylesToString(props)}
    </style>
  );
}
