import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {RATE_SETS} from '@site/src/domain/computation';
import {Check, Select, TextInput} from './fields';
import type {CalculatorState} from './useCalculator';
import styles from './styles.module.css';

/** The shipment's details: transport and entry, currency and rates, the values, and the two options. */
export default function ShipmentFields({calc}: {readonly calc: CalculatorState}): ReactNode {
  const {form} = calc;
  const fobLabel = form.mode === 'air' ? 'FCA value' : 'FOB value';
  return (
    <>
      <div className={styles.grid}>
        <Select
          calc={calc}
          name="mode"
          label={<Translate id="computation.calculator.mode">Mode of transport</Translate>}
          options={[
            {value: 'sea', label: translate({id: 'computation.calculator.sea', message: 'Sea'})},
            {value: 'air', label: translate({id: 'computation.calculator.air', message: 'Air'})},
          ]}
        />
        <Select
          calc={calc}
          name="entry"
          label={<Translate id="computation.calculator.entry">Entry type</Translate>}
          options={[
            {value: 'formal', label: translate({id: 'computation.calculator.formal', message: 'Formal'})},
            {
              value: 'informal',
              label: translate({id: 'computation.calculator.informal', message: 'Informal'}),
            },
          ]}
        />
        <TextInput
          calc={calc}
          name="currency"
          inputMode="text"
          maxLength={3}
          label={<Translate id="computation.calculator.currency">Invoice currency</Translate>}
          hint={
            <Translate id="computation.calculator.currencyHint">
              Three-letter code, e.g. USD, EUR, JPY.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="exchangeRate"
          label={<Translate id="computation.calculator.exchangeRate">Exchange rate (₱ per unit)</Translate>}
          hint={
            <Translate id="computation.calculator.exchangeRateHint">
              The BOC rate for the week, e.g. 56.0000.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="fob"
          label={
            form.mode === 'air' ? (
              <Translate id="computation.calculator.fca">FCA value</Translate>
            ) : (
              <Translate id="computation.calculator.fob">FOB value</Translate>
            )
          }
          hint={
            <Translate id="computation.calculator.fobHint">In the invoice currency, e.g. 10000.00.</Translate>
          }
        />
        <TextInput
          calc={calc}
          name="freight"
          label={<Translate id="computation.calculator.freight">Freight</Translate>}
          hint={
            <Translate id="computation.calculator.freightHint">
              In the invoice currency (or the freight currency below); 0 if none.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="freightCurrency"
          inputMode="text"
          maxLength={3}
          label={
            <Translate id="computation.calculator.freightCurrency">Freight currency (optional)</Translate>
          }
          hint={
            <Translate id="computation.calculator.freightCurrencyHint">
              Only if the freight is billed in another currency, e.g. USD on a JPY invoice.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="freightExchangeRate"
          label={
            <Translate id="computation.calculator.freightExchangeRate">
              Freight exchange rate (₱ per unit)
            </Translate>
          }
          hint={
            <Translate id="computation.calculator.freightExchangeRateHint">
              With a freight currency only: each currency goes straight to pesos.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="insurance"
          label={<Translate id="computation.calculator.insurance">Insurance (optional)</Translate>}
          hint={
            <Translate id="computation.calculator.insuranceHint" values={{fob: fobLabel}}>
              {'In the invoice currency. Leave blank to use 2% of the {fob} (4% for dangerous cargo).'}
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="dutyRate"
          label={<Translate id="computation.calculator.dutyRate">Duty rate (%)</Translate>}
          hint={
            <Translate id="computation.calculator.dutyRateHint">
              Ad valorem rate from the tariff, e.g. 10.
            </Translate>
          }
        />
        <TextInput
          calc={calc}
          name="exciseTax"
          label={<Translate id="computation.calculator.exciseTax">Excise tax in pesos (optional)</Translate>}
          hint={
            <Translate id="computation.calculator.exciseTaxHint">
              Only for excisable goods; added to the VAT base.
            </Translate>
          }
        />
        <Select
          calc={calc}
          name="rateSet"
          label={<Translate id="computation.calculator.rateSet">Rate set</Translate>}
          options={RATE_SETS.map((set) => ({value: set.id, label: `${set.name} (${set.effectiveDate})`}))}
        />
      </div>

      <div className={styles.checks}>
        <Check calc={calc} name="dangerousCargo">
          <Translate id="computation.calculator.dangerous">Dangerous cargo (default insurance 4%)</Translate>
        </Check>
        <Check calc={calc} name="letterOfCredit">
          <Translate id="computation.calculator.lc">
            Paid by letter of credit (adds the bank charge)
          </Translate>
        </Check>
      </div>
    </>
  );
}
