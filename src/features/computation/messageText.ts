import {translate} from '@docusaurus/Translate';
import {MESSAGES, messageId, renderMessage, type Message, type MessageCode} from '@site/src/domain/computation';

/** The template of a message code in the reader's language (English when the locale has no entry). */
function localTemplate(code: MessageCode): string {
  // The ids and English texts live in one table (src/domain/computation/messageTemplates.ts), so they
  // cannot be literals here; test/filipino.test.ts checks that each has a Filipino entry.
  // eslint-disable-next-line @docusaurus/string-literal-i18n-messages
  return translate({id: messageId(code), message: MESSAGES[code]});
}

/** An engine message (formula, note, input problem) in the reader's language. */
export function messageText(message: Message): string {
  return renderMessage(message, localTemplate);
}

/** The texts of a field's input problems, for its error message. */
export function problemTexts(problems: readonly {readonly message: Message}[]): string[] {
  return problems.map((p) => messageText(p.message));
}
