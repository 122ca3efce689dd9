/**
 * Every sentence the computation engine can produce, as a code with its
 * numbers. The engine returns `Message`s; the UI turns them into the reader's
 * language with `messageText` (src/features/computation/messageText.ts,
 * through Docusaurus' translate(), id `computation.<code>`), and tests read
 * them in English with `englishText`. The English templates below are the only copy of the text.
 */

export const MESSAGES = {
  // Line labels.
  'line.insurance': 'Insurance ({currency})',
  'line.dutiableValue': 'Dutiable value',
  'line.customsDuty': 'Customs duty',
  'line.bankCharge': 'Bank charge',
  'line.brokerageFee': 'Brokerage fee',
  'line.arrastre': 'Arrastre charge',
  'line.wharfage': 'Wharfage dues',
  'line.documentaryStamps': 'Documentary stamps (CDS + DST)',
  'line.importProcessingCharge': 'Import processing charge (IPC)',
  'line.landedCost': 'Total landed cost',
  'line.exciseTax': 'Excise tax',
  'line.vatBase': 'VAT base',
  'line.vat': 'VAT',
  'line.totalPayable': 'Total payable to BOC',

  // How each line is computed.
  'formula.insuranceDefault': '{percent} × {currency} {fob} (not stated: {cargo} default, CMO 22-2007)',
  'formula.insuranceDeclared': 'As declared: {currency} {amount}',
  'formula.dutiableValue': '({fob} + {freight} + {insurance}) × {rate}',
  'formula.dutiableValueTwoCurrencies':
    '({currency} {fob} + {currency} {insurance}) × {rate} + {freightCurrency} {freight} × {freightRate}',
  'formula.customsDuty': '{dutiableValue} × {percent}%',
  'formula.bankCharge': '{dutiableValue} × {percent} (paid by letter of credit)',
  'formula.noBankCharge': 'Not paid by letter of credit, so no bank charge',
  'formula.brokerageExcess': '{base} + {percent} × ({dutiableValue} − {threshold})',
  'formula.brokerageBracket': 'Dutiable value {dutiableValue} is {range}: flat {fee} ({issuance})',
  'formula.brokerageBase': '{base} ({issuance})',
  'formula.informalFlat': 'Informal entry: flat {fee} ({issuance})',
  'formula.informalNoIpc': 'Informal entry: no import processing charge ({issuance})',
  'formula.airNoArrastre': 'Air shipment: no arrastre (sea cargo only)',
  'formula.airNoWharfage': 'Air shipment: no wharfage (sea cargo only)',
  'formula.noContainersArrastre':
    'No full containers entered: arrastre on loose or LCL cargo is not computed here',
  'formula.noContainersWharfage':
    'No full containers entered: wharfage on loose or LCL cargo is not computed here',
  'formula.containers': '{rows}',
  'formula.containerRow': '{count} × {size}-ft at {rate}',
  'formula.stamps': '{parts} ({issuance})',
  'formula.stampsInformal': 'Informal entry: {parts} ({issuance})',
  'formula.stampPart': '{label} {amount}',
  'formula.ipcBracket': 'Dutiable value {dutiableValue} is {range}: {fee} ({issuance})',
  'formula.ipcAboveBrackets': 'Dutiable value {dutiableValue} is above every bracket in the table',
  'formula.landedCost':
    '{dutiableValue} + {duty} + {bank} + {brokerage} + {arrastre} + {wharfage} + {stamps} + {ipc}',
  'formula.noExcise': 'No excise tax on these goods (none entered)',
  'formula.exciseAssessed': 'As assessed: {amount}',
  'formula.vatBase': '{landedCost} + {excise} (landed cost + excise)',
  'formula.vat': '{vatBase} × {percent}',
  'formula.totalPayable': '{duty} + {vat} + {excise} + {ipc} + {stamps} (duty + VAT + excise + IPC + stamps)',

  // Fee brackets.
  'range.upTo': 'up to {upTo}',
  'range.over': 'over {from}',
  'range.between': 'over {from} up to {upTo}',

  // Words put inside other sentences.
  'word.generalCargo': 'general cargo',
  'word.dangerousCargo': 'dangerous cargo',

  // Notes that do not change the figures.
  'note.lowInsurance':
    'The declared insurance is below {percent} of {valueWord} ({currency} {floor}) for {cargo}; under CMO 22-2007 BOC may verify it.',
  'note.informalCeiling':
    'The {valueWord} value is ₱{value}. CMTA Sec. 402 allows an informal entry for commercial goods only below ₱50,000, so this shipment would normally need a formal entry.',
  'note.deMinimis':
    'The {valueWord} value is ₱{value}, which is ₱10,000 or below: under CMTA Sec. 423 (de minimis) no duties and taxes are collected, except excise on goods such as tobacco and alcohol. The full chain is shown here for study.',

  // The names of the fields, used inside the problems below.
  'field.exchangeRate': 'exchange rate (pesos per unit of currency)',
  'field.fob': 'FOB/FCA value',
  'field.freight': 'freight (0 if none)',
  'field.freightExchangeRate': 'freight exchange rate (pesos per unit of the freight currency)',
  'field.insurance': 'insurance',
  'field.dutyRate': 'duty rate (percent)',
  'field.exciseTax': 'excise tax (pesos)',
  'field.currency': 'invoice currency',
  'field.freightCurrency': 'freight currency',

  // Problems with the input.
  'problem.mode': "Choose how the goods arrived: 'sea' or 'air'.",
  'problem.entry': "Choose the entry type: 'formal' or 'informal'.",
  'problem.numberMissing': 'Enter the {name}, for example {example}.',
  'problem.numberFormat':
    'The {name} must be a plain number such as {example} (digits, an optional decimal point, commas only between thousands).',
  'problem.numberNegative': 'The {name} cannot be negative.',
  'problem.numberZero': 'The {name} must be more than zero.',
  'problem.numberPlaces': 'The {name} can have at most {places} decimal places.',
  'problem.currencyMissing': 'Enter the {name} as a three-letter code, for example USD.',
  'problem.currencyFormat':
    'The {name} must be a three-letter ISO 4217 code in capital letters, for example USD, EUR or JPY.',
  'problem.pesoRate': 'For amounts already in pesos (PHP) the exchange rate must be 1.',
  'problem.pesoFreightRate': 'For freight already in pesos (PHP) the exchange rate must be 1.',
  'problem.freightRateAlone':
    'A separate freight exchange rate is only used when the freight is in another currency: enter the freight currency or clear this rate.',
  'problem.dutyOver100': 'The duty rate is a percentage and cannot be more than 100.',
  'problem.yesNo': 'This must be yes or no (true or false).',
  'problem.containersList': 'Containers must be a list of rows, each with a size and a count.',
  'problem.containersAir':
    'An air shipment has no sea containers: remove the container rows or change the mode to sea.',
  'problem.containerSize': 'Choose a container size: 20, 40 or 45 feet.',
  'problem.containerCount': 'The number of containers must be a whole number from 1 to {max}.',
  'problem.rateSet': 'Unknown rate set. Choose one of: {ids}.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** A value put into a message: plain text (a number already formatted), another message, or a list. */
export type MessageValue = string | Message | readonly Message[];

export interface Message {
  readonly code: MessageCode;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** Shorthand for building a message. */
export function msg(code: MessageCode, values?: Record<string, MessageValue>): Message {
  return values ? {code, values} : {code};
}

/** The Docusaurus translate id of a message code. */
export function messageId(code: MessageCode): string {
  return `computation.${code}`;
}

/** Lists of messages (container rows, stamp parts) read as a sum. */
export const LIST_SEPARATOR = ' + ';

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Renders a message with a template lookup (English here, the reader's
 * language in ./messageText.ts), nested messages first.
 */
export function renderMessage(message: Message, template: (code: MessageCode) => string): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] =
      typeof value === 'string'
        ? value
        : isMessageList(value)
          ? value.map((m) => renderMessage(m, template)).join(LIST_SEPARATOR)
          : renderMessage(value, template);
  }
  return interpolate(template(message.code), values);
}

function isMessageList(value: Message | readonly Message[]): value is readonly Message[] {
  return Array.isArray(value);
}

/** A message in English (tests, error text for developers). */
export function englishText(message: Message): string {
  return renderMessage(message, (code) => MESSAGES[code]);
}
