import {translate} from '@docusaurus/Translate';
import type {LineId} from './types';

/**
 * The label of each assessment line in the reader's language (the engine's
 * own labels are English; the UI shows these instead).
 */
export function translatedLineLabel(id: LineId, currency: string): string {
  switch (id) {
    case 'insurance':
      return translate({id: 'computation.line.insurance', message: 'Insurance ({currency})'}, {currency});
    case 'dutiableValue':
      return translate({id: 'computation.line.dutiableValue', message: 'Dutiable value'});
    case 'customsDuty':
      return translate({id: 'computation.line.customsDuty', message: 'Customs duty'});
    case 'bankCharge':
      return translate({id: 'computation.line.bankCharge', message: 'Bank charge'});
    case 'brokerageFee':
      return translate({id: 'computation.line.brokerageFee', message: 'Brokerage fee'});
    case 'arrastre':
      return translate({id: 'computation.line.arrastre', message: 'Arrastre charge'});
    case 'wharfage':
      return translate({id: 'computation.line.wharfage', message: 'Wharfage dues'});
    case 'documentaryStamps':
      return translate({id: 'computation.line.documentaryStamps', message: 'Documentary stamps (CDS + DST)'});
    case 'importProcessingCharge':
      return translate({
        id: 'computation.line.importProcessingCharge',
        message: 'Import processing charge (IPC)',
      });
    case 'landedCost':
      return translate({id: 'computation.line.landedCost', message: 'Total landed cost'});
    case 'exciseTax':
      return translate({id: 'computation.line.exciseTax', message: 'Excise tax'});
    case 'vatBase':
      return translate({id: 'computation.line.vatBase', message: 'VAT base'});
    case 'vat':
      return translate({id: 'computation.line.vat', message: 'VAT'});
    case 'totalPayable':
      return translate({id: 'computation.line.totalPayable', message: 'Total payable to BOC'});
  }
}
