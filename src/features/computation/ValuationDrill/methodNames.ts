import {translate} from '@docusaurus/Translate';
import {METHOD_INFO, type ValuationMethod} from '@site/src/domain/computation';

/** "Method 1: transaction value (CMTA Sec. 701)", in the reader's language. */
export function methodName(method: ValuationMethod): string {
  const {n, section} = METHOD_INFO[method];
  const names: Record<ValuationMethod, string> = {
    transaction: translate({id: 'computation.drill.method.transaction', message: 'transaction value'}),
    identical: translate({
      id: 'computation.drill.method.identical',
      message: 'transaction value of identical goods',
    }),
    similar: translate({
      id: 'computation.drill.method.similar',
      message: 'transaction value of similar goods',
    }),
    deductive: translate({id: 'computation.drill.method.deductive', message: 'deductive value'}),
    computed: translate({id: 'computation.drill.method.computed', message: 'computed value'}),
    fallback: translate({id: 'computation.drill.method.fallback', message: 'fallback value'}),
  };
  return translate(
    {id: 'computation.drill.methodName', message: 'Method {n}: {name} ({section})'},
    {n, name: names[method], section},
  );
}
