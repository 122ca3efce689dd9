/**
 * Test stand-in for `@docusaurus/Translate` (aliased in vitest.config.mts):
 * renders the default English message with `{placeholder}` values filled in,
 * as Docusaurus does when no translation exists.
 */
import {Fragment, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

const PLACEHOLDER = /^\{(\w+)\}$/;

/** The value for a `{name}` part, or undefined when the part is plain text or has no value. */
function valueFor(part: string, values: Values): ReactNode | undefined {
  const name = PLACEHOLDER.exec(part)?.[1];
  return name !== undefined && Object.hasOwn(values, name) ? values[name] : undefined;
}

function interpolate(message: string, values?: Values): ReactNode {
  if (!values) {
    return message;
  }
  const parts = message.split(/(\{\w+\})/g);
  const filled = parts.map((part) => valueFor(part, values) ?? part);
  if (filled.every((p) => typeof p === 'string' || typeof p === 'number')) {
    return filled.join('');
  }
  return filled.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export function translate(
  {message}: {message: string; id?: string; description?: string},
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message, values));
}

export default function Translate({
  children,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}): ReactNode {
  return <>{interpolate(children ?? '', values)}</>;
}
