import {translate} from '@docusaurus/Translate';
import type {StudyMark} from '@site/src/backend/types';
import {subjectShort, topicName} from '../labels';

/** Markdown text kept as text: characters that would start markup are escaped. */
const escaped = (text: string): string => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** Flags and notes as a Markdown document (the export on /flags). */
export function marksMarkdown(marks: readonly StudyMark[], now: Date = new Date()): string {
  const lines = [
    `# ${translate({id: 'flags.markdown.title', message: 'My flags and notes'})}`,
    '',
    `_${translate({id: 'flags.markdown.exported', message: 'Exported {date}'}, {date: now.toISOString().slice(0, 10)})}_`,
    '',
  ];
  for (const m of marks) {
    const where =
      m.target === 'item'
        ? [m.subject ? subjectShort(m.subject) : null, m.topic ? topicName(m.topic) : null]
            .filter(Boolean)
            .join(' · ')
        : m.ref;
    lines.push(`## ${m.flagged ? '⚑ ' : ''}${escaped(m.label || m.ref)}`, '');
    if (where) lines.push(`${escaped(where)}`, '');
    if (m.note) lines.push(...m.note.split('\n').map((l) => `> ${escaped(l)}`), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
