/** Test stand-in for `@docusaurus/Link`: a plain anchor. */
import type {AnchorHTMLAttributes, ReactNode} from 'react';

export default function Link({
  to,
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
