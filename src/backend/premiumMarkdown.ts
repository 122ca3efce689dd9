/**
 * The format of a premium body in `premium/content/{slug}.md`: the first line
 * is `# Title`, the rest is the body (CommonMark with tables; raw HTML is
 * never rendered). The publish script (scripts/premium-publish.mjs) and the
 * local adapter split it the same way.
 */
export function parsePremiumMarkdown(text: string): {title: string; markdown: string} {
  const normalised = text.replace(/\r\n/g, '\n');
  const match = /^#\s+(.+)\n/.exec(normalised);
  if (!match?.[1]) throw new Error('A premium body must start with a "# Title" line.');
  return {title: match[1].trim(), markdown: normalised.slice(match[0].length).trim()};
}
