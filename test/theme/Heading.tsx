/** Test stand-in for `@theme/Heading`: the plain heading element. */
import type {HTMLAttributes, ReactNode} from 'react';

export default function Heading({
  as: As,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}): ReactNode {
  return <As {...rest} />;
}
