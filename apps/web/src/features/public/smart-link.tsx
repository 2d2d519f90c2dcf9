import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** Open another host in a new tab. */
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export const isExternal = (to: string) => /^https?:\/\//.test(to);

/** A router link inside the site, a plain <a> for another host; use as a Mantine `component`. */
export function SmartLink({ to, newTab, ...rest }: SmartLinkProps) {
  if (isExternal(to)) {
    return <a href={to} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  return <Link to={to} {...rest} />;
}
