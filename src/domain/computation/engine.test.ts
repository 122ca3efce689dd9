import {computeAssessment, LINE_IDS, type ShipmentInput} from './index';
import {amounts, line, notesOf, problemsIn, illustration} from '../../../test/assessment';

describe('facts.md §3.10 worked illustration', () => {
  const a = computeAssessment(illustration);

  it('reproduces every line', () => {
    expect(amounts(a)).toEqual({
      insurance: '200.00',
      dutiableValue: '616000.00',
      customsDuty: '61600.00',
      bankCharge: '770.00',
      brokerageFee: '5820.00',
      arrastre: '3727.00',
      wharfage: '519.35',
      documentaryStamps: '130.00',
      importProcessingCharge: '1500.00',
      landedCost: '690066.35',
      exciseTax: '0.00',
      vatBase: '690066.35',
      vat: '82807.96',
      totalPayable: '146037.96',
    });
  });

  it('lists the lines in the fixed order with labels and readable formulas', () => {
    expect(a.lines.map((l) => l.id)).toEqual([...LINE_IDS]);
    expect(line(a, 'dutiableValue').formula).toBe('(10,000.00 + 800.00 + 200.00) × 56.0000');
    expect(line(a, 'customsDuty').formula).toBe('616,000.00 × 10%');
    expect(line(a, 'brokerageFee').formula).toBe('5,300.00 + 0.125% × (616,000.00 − 200,000.00)');
    expect(line(a, 'vat').formula).toBe('690,066.35 × 12%');
    expect(line(a, 'insurance').formula).toMatch(/^2% × USD 10,000\.00/);
    expect(line(a, 'insurance').currency).toBe('USD');
    expect(line(a, 'insurance').label).toBe('Insurance (USD)');
    expect(line(a, 'vat').currency).toBe('PHP');
    for (const l of a.lines) {
      expect(line(a, l.id).label.length).toBeGreaterThan(0);
      expect(line(a, l.id).formula.length).toBeGreaterThan(0);
    }
  });

  it('names the default rate set with its sources', () => {
    expect(a.rateSet.id).toBe('cao-02-2024');
    expect(a.rateSet.effectiveDate).toBe('2024-06-10');
    expect(a.rateSet.sources.length).toBeGreaterThan(0);
    expect(a.notes).toEqual([]);
  });

  it('gives the same result for equivalent ways of writing the numbers', () => {
    const b = computeAssessment({
      ...illustration,
      fob: '10,000.00',
      freight: ' 800.000 ',
      exchangeRate: '56',
      rateSet: 'cao-02-2024',
    });
    expect(amounts(b)).toEqual(amounts(a));
  });
});

describe('variations', () => {
  it('air, formal: no arrastre or wharfage, says why', () => {
    const a = computeAssessment({
      mode: 'air',
      entry: 'formal',
      currency: 'USD',
      exchangeRate: '58',
      fob: '5000',
      freight: '600',
      dutyRate: '5',
    });
    expect(amounts(a)).toMatchObject({
      insurance: '100.00',
      dutiableValue: '330600.00',
      customsDuty: '16530.00',
      bankCharge: '0.00',
      brokerageFee: '5463.25',
      arrastre: '0.00',
      wharfage: '0.00',
      documentaryStamps: '130.00',
      importProcessingCharge: '1000.00',
      landedCost: '353723.25',
      vatBase: '353723.25',
      vat: '42446.79',
      totalPayable: '60106.79',
    });
    expect(line(a, 'arrastre').formula).toMatch(/air/i);
    expect(line(a, 'wharfage').formula).toMatch(/air/i);
    expect(line(a, 'bankCharge').formula).toMatch(/letter of credit/i);
  });

  it('informal entry: ₱700 brokerage, ₱30 stamps (current set), no IPC', () => {
    const input: ShipmentInput = {
      mode: 'air',
      entry: 'informal',
      currency: 'USD',
      exchangeRate: '56',
      fob: '500',
      freight: '50',
      dutyRate: '10',
    };
    const a = computeAssessment(input);
    expect(amounts(a)).toMatchObject({
      insurance: '10.00',
      dutiableValue: '31360.00',
      customsDuty: '3136.00',
      brokerageFee: '700.00',
      documentaryStamps: '30.00',
      importProcessingCharge: '0.00',
      landedCost: '35226.00',
      vat: '4227.12',
      totalPayable: '7393.12',
    });
    expect(line(a, 'importProcessingCharge').formula).toMatch(/CAO 08-2014/);
    expect(a.notes).toEqual([]);

    // The older set follows CAO 08-2014's ₱15 CDS.
    const old = computeAssessment({...input, rateSet: 'cao-2-2001'});
    expect(amounts(old)).toMatchObject({
      documentaryStamps: '15.00',
      importProcessingCharge: '0.00',
      landedCost: '35211.00',
      vat: '4225.32',
      totalPayable: '7376.32',
    });
  });

  it('dangerous cargo with insurance not stated uses 4% of FOB', () => {
    const a = computeAssessment({...illustration, dangerousCargo: true, letterOfCredit: false});
    expect(amounts(a)).toMatchObject({
      insurance: '400.00',
      dutiableValue: '627200.00',
      customsDuty: '62720.00',
      bankCharge: '0.00',
      brokerageFee: '5834.00',
      landedCost: '701630.35',
      vat: '84195.64',
      totalPayable: '148545.64',
    });
    expect(line(a, 'insurance').formula).toMatch(/^4% × USD 10,000\.00.*dangerous/);
  });

  it('declared insurance is used as given (and a low figure is flagged)', () => {
    const a = computeAssessment({...illustration, insurance: '150'});
    expect(line(a, 'insurance').amount).toBe('150.00');
    expect(line(a, 'dutiableValue').amount).toBe('613200.00');
    expect(notesOf(a).join(' ')).toMatch(/CMO 22-2007/);
    const b = computeAssessment({...illustration, insurance: '250.00'});
    expect(b.notes).toEqual([]);
  });

  it('excise is added to the VAT base and to the total payable', () => {
    const a = computeAssessment({...illustration, exciseTax: '50,000.00'});
    expect(amounts(a)).toMatchObject({
      landedCost: '690066.35',
      exciseTax: '50000.00',
      vatBase: '740066.35',
      vat: '88807.96',
      totalPayable: '202037.96',
    });
  });

  it('old rate set: CAO 2-2001 IPF and ₱280 stamps', () => {
    const a = computeAssessment({...illustration, rateSet: 'cao-2-2001'});
    expect(a.rateSet.id).toBe('cao-2-2001');
    expect(amounts(a)).toMatchObject({
      documentaryStamps: '280.00',
      importProcessingCharge: '750.00',
      landedCost: '689466.35',
      vat: '82735.96',
      totalPayable: '145365.96',
    });
  });

  it('multiple container rows add up per size', () => {
    const a = computeAssessment({
      ...illustration,
      containers: [
        {size: '20', count: 2},
        {size: '40', count: 1},
        {size: '45', count: 1},
      ],
    });
    expect(line(a, 'arrastre').amount).toBe('24556.00');
    expect(line(a, 'wharfage').amount).toBe('2734.25');
    expect(line(a, 'arrastre').formula).toBe(
      '2 × 20-ft at 3,727.00 + 1 × 40-ft at 8,551.00 + 1 × 45-ft at 8,551.00',
    );
  });

  it('sea without full containers: arrastre and wharfage are zero and say why', () => {
    const a = computeAssessment({...illustration, containers: []});
    expect(line(a, 'arrastre').amount).toBe('0.00');
    expect(line(a, 'arrastre').formula).toMatch(/No full containers/);
    expect(line(a, 'wharfage').amount).toBe('0.00');
  });
});

describe('mixed currencies (freight in another currency)', () => {
  const yen: ShipmentInput = {
    mode: 'sea',
    entry: 'formal',
    currency: 'JPY',
    exchangeRate: '0.3850',
    fob: '1000000',
    freight: '800',
    freightCurrency: 'USD',
    freightExchangeRate: '56.00',
    dutyRate: '5',
    containers: [{size: '20', count: 1}],
  };

  it('converts each currency straight to pesos (CMO 14-2002) and adds them', () => {
    const a = computeAssessment(yen);
    // Insurance 2% of JPY 1,000,000 = JPY 20,000; DV = 1,020,000 × 0.385 + 800 × 56 = 392,700 + 44,800.
    expect(line(a, 'insurance').amount).toBe('20000.00');
    expect(line(a, 'insurance').currency).toBe('JPY');
    expect(line(a, 'dutiableValue').amount).toBe('437500.00');
    expect(line(a, 'dutiableValue').formula).toBe(
      '(JPY 1,000,000.00 + JPY 20,000.00) × 0.3850 + USD 800.00 × 56.0000',
    );
    expect(line(a, 'customsDuty').amount).toBe('21875.00');
  });

  it('rounds the dutiable value once, after adding the exact peso amounts', () => {
    // 100.01 × 0.3333 = 33.333333; 1.01 × 56.0001 = 56.560101; sum 89.893434 -> 89.89
    const a = computeAssessment({
      ...yen,
      fob: '100.01',
      insurance: '0',
      exchangeRate: '0.3333',
      freight: '1.01',
      freightExchangeRate: '56.0001',
    });
    expect(line(a, 'dutiableValue').amount).toBe('89.89');
  });

  it('treats a freight currency equal to the invoice currency as no second currency', () => {
    const a = computeAssessment({...illustration, freightCurrency: 'USD'});
    expect(line(a, 'dutiableValue').amount).toBe('616000.00');
  });

  it('needs a valid freight currency and its own exchange rate', () => {
    const problemsOf = (input: ShipmentInput) => {
      try {
        computeAssessment(input);
      } catch (e) {
        return problemsIn(e);
      }
      return [];
    };
    expect(problemsOf({...yen, freightExchangeRate: ''}).map((p) => p.field)).toEqual([
      'freightExchangeRate',
    ]);
    expect(problemsOf({...yen, freightCurrency: 'us$'}).map((p) => p.field)).toEqual(['freightCurrency']);
    expect(problemsOf({...yen, freightCurrency: 'PHP', freightExchangeRate: '2'})).toEqual([
      {
        field: 'freightExchangeRate',
        message: 'For freight already in pesos (PHP) the exchange rate must be 1.',
      },
    ]);
    expect(problemsOf({...illustration, freightExchangeRate: '56'}).map((p) => p.field)).toEqual([
      'freightExchangeRate',
    ]);
  });
});
