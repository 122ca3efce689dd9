import {
  AssessmentInputError,
  computeAssessment,
  englishText,
  fobFromCif,
  LINE_IDS,
  type Assessment,
  type LineId,
  type ShipmentInput,
} from './index';

function amounts(a: Assessment): Record<LineId, string> {
  return Object.fromEntries(a.lines.map((l) => [l.id, l.amount])) as Record<LineId, string>;
}

/** One line, with its label and formula read in English. */
function line(a: Assessment, id: LineId) {
  const found = a.lines.find((l) => l.id === id);
  if (!found) {
    throw new Error(id);
  }
  return {...found, label: englishText(found.label), formula: englishText(found.formula)};
}

function notesOf(a: Assessment): string[] {
  return a.notes.map(englishText);
}

/** The problems of an input error, with their messages in English. */
function problemsIn(error: unknown): {field: string; message: string}[] {
  return (error as AssessmentInputError).problems.map((p) => ({
    field: p.field,
    message: englishText(p.message),
  }));
}

/** facts.md §3.10: sea, general cargo, L/C, 1 × 20' FCL, FOB USD 10,000, freight 800, insurance not stated, ₱56, 10%. */
const illustration: ShipmentInput = {
  mode: 'sea',
  entry: 'formal',
  currency: 'USD',
  exchangeRate: '56.00',
  fob: '10000',
  freight: '800',
  dutyRate: '10',
  letterOfCredit: true,
  containers: [{size: '20', count: 1}],
};

/** A shipment invoiced in pesos, so the dutiable value is exactly `dv`. */
function pesoShipment(dv: string, extra: Partial<ShipmentInput> = {}): ShipmentInput {
  return {
    mode: 'air',
    entry: 'formal',
    currency: 'PHP',
    exchangeRate: '1',
    fob: dv,
    freight: '0',
    insurance: '0',
    dutyRate: '0',
    ...extra,
  };
}

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

describe('rounding', () => {
  it('rounds each line half up to the centavo', () => {
    // 100.10 × 5% = 5.005 -> 5.01
    const a = computeAssessment(pesoShipment('100.10', {dutyRate: '5'}));
    expect(line(a, 'customsDuty').amount).toBe('5.01');
  });

  it('rounds default insurance to the cent of the invoice currency before converting', () => {
    // 2% × 1,234.56 = 24.6912 -> 24.69; DV = 1,259.25 × 56 = 70,518.00 (not 70,518.07)
    const a = computeAssessment({...illustration, fob: '1234.56', freight: '0', containers: []});
    expect(line(a, 'insurance').amount).toBe('24.69');
    expect(line(a, 'dutiableValue').amount).toBe('70518.00');
    // 2% × 1,234.75 = 24.695 -> 24.70 (half up)
    const b = computeAssessment({...illustration, fob: '1234.75', freight: '0', containers: []});
    expect(line(b, 'insurance').amount).toBe('24.70');
  });

  it('has no binary floating-point error', () => {
    const a = computeAssessment(pesoShipment('0.10', {freight: '0.20', dutyRate: '10'}));
    expect(line(a, 'dutiableValue').amount).toBe('0.30');
    expect(line(a, 'customsDuty').amount).toBe('0.03');
  });

  it('later lines use the rounded amounts', () => {
    // DV = 333.33 × 3 = 999.99; duty 7% = 69.9993 -> 70.00; the landed cost uses 70.00.
    const a = computeAssessment({
      ...pesoShipment('333.33', {dutyRate: '7'}),
      currency: 'USD',
      exchangeRate: '3',
    });
    expect(line(a, 'customsDuty').amount).toBe('70.00');
    expect(line(a, 'landedCost').formula).toContain('999.99 + 70.00 +');
  });
});

describe('brokerage fee (CAO 1-2001) bracket edges', () => {
  const broker = (dv: string) => line(computeAssessment(pesoShipment(dv)), 'brokerageFee').amount;

  it('DV exactly ₱200,000.00 -> ₱5,300.00; one centavo more -> still ₱5,300.00', () => {
    expect(broker('200000.00')).toBe('5300.00');
    expect(broker('200000.01')).toBe('5300.00'); // 5,300 + 0.0000125
  });

  it('applies 1/8 of 1% of the excess', () => {
    expect(broker('204000.00')).toBe('5305.00'); // 5,300 + 5.00
    expect(broker('203996.00')).toBe('5305.00'); // 5,304.995 rounds half up
    expect(broker('203995.99')).toBe('5304.99'); // 5,304.9949875
    expect(broker('1000000')).toBe('6300.00');
    expect(line(computeAssessment(pesoShipment('200000.01')), 'brokerageFee').formula).toBe(
      '5,300.00 + 0.125% × (200,000.01 − 200,000.00)',
    );
  });

  it.each([
    ['0.01', '1300.00'],
    ['10000.00', '1300.00'],
    ['10000.01', '2000.00'],
    ['20000.00', '2000.00'],
    ['20000.01', '2700.00'],
    ['30000.00', '2700.00'],
    ['30000.01', '3300.00'],
    ['40000.00', '3300.00'],
    ['40000.01', '3600.00'],
    ['50000.00', '3600.00'],
    ['50000.01', '4000.00'],
    ['60000.00', '4000.00'],
    ['60000.01', '4700.00'],
    ['100000.00', '4700.00'],
    ['100000.01', '5300.00'],
  ])('DV %s -> %s', (dv, fee) => {
    expect(broker(dv)).toBe(fee);
  });

  it('explains the bracket used', () => {
    expect(line(computeAssessment(pesoShipment('150000')), 'brokerageFee').formula).toBe(
      'Dutiable value 150,000.00 is over 100,000.00 up to 200,000.00: flat 5,300.00 (CAO 1-2001)',
    );
  });
});

describe('import processing charge bracket edges', () => {
  const ipc = (dv: string, rateSet?: string) =>
    line(computeAssessment(pesoShipment(dv, rateSet ? {rateSet} : {})), 'importProcessingCharge').amount;

  it.each([
    ['25000.00', '250.00'],
    ['25000.01', '500.00'],
    ['50000.00', '500.00'],
    ['50000.01', '750.00'],
    ['250000.00', '750.00'],
    ['250000.01', '1000.00'],
    ['500000.00', '1000.00'],
    ['500000.01', '1500.00'],
    ['750000.00', '1500.00'],
    ['750000.01', '2000.00'],
    ['99999999.99', '2000.00'],
  ])('CAO 02-2024: DV %s -> %s', (dv, fee) => {
    expect(ipc(dv)).toBe(fee);
  });

  it.each([
    ['0.01', '250.00'],
    ['250000.00', '250.00'],
    ['250000.01', '500.00'],
    ['500000.00', '500.00'],
    ['500000.01', '750.00'],
    ['750000.00', '750.00'],
    ['750000.01', '1000.00'],
  ])('CAO 2-2001: DV %s -> %s', (dv, fee) => {
    expect(ipc(dv, 'cao-2-2001')).toBe(fee);
  });
});

describe('notes', () => {
  it('flags an informal entry at or above the ₱50,000 FOB ceiling (CMTA Sec. 402)', () => {
    const a = computeAssessment(pesoShipment('50000', {entry: 'informal'}));
    expect(notesOf(a).join(' ')).toMatch(/Sec\. 402/);
    const b = computeAssessment(pesoShipment('49999.99', {entry: 'informal'}));
    expect(notesOf(b).join(' ')).not.toMatch(/Sec\. 402/);
  });

  it('mentions de minimis (CMTA Sec. 423) at ₱10,000 or below, without changing the figures', () => {
    const a = computeAssessment(pesoShipment('10000', {dutyRate: '10'}));
    expect(notesOf(a).join(' ')).toMatch(/Sec\. 423/);
    expect(line(a, 'customsDuty').amount).toBe('1000.00');
    expect(notesOf(computeAssessment(pesoShipment('10000.01'))).join(' ')).not.toMatch(/Sec\. 423/);
  });
});

describe('fobFromCif (facts.md §3.2 reverse problem)', () => {
  it('divides CIF less freight by 1.02 or 1.04', () => {
    expect(fobFromCif('11000', '800')).toBe('10000.00');
    expect(fobFromCif('11,200.00', '800', true)).toBe('10000.00');
  });
});

describe('input errors', () => {
  it('lists every problem in one AssessmentInputError', () => {
    const bad = {
      mode: 'air',
      entry: 'formal',
      currency: 'usd',
      exchangeRate: '0',
      fob: '-5',
      freight: 'abc',
      insurance: '1e3',
      dutyRate: '150',
      containers: [{size: '20', count: 1.5}],
      exciseTax: '-1',
      rateSet: 'cao-99-2099',
    } as unknown as ShipmentInput;
    let error: unknown;
    try {
      computeAssessment(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AssessmentInputError);
    const problems = problemsIn(error);
    expect(problems.map((p) => p.field)).toEqual([
      'currency',
      'exchangeRate',
      'fob',
      'freight',
      'insurance',
      'dutyRate',
      'containers',
      'containers[0].count',
      'exciseTax',
      'rateSet',
    ]);
    const byField = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    expect(byField.currency).toMatch(/three-letter/);
    expect(byField.exchangeRate).toMatch(/more than zero/);
    expect(byField.fob).toMatch(/cannot be negative/);
    expect(byField.freight).toMatch(/plain number/);
    expect(byField.dutyRate).toMatch(/more than 100/);
    expect(byField.containers).toMatch(/air shipment/i);
    expect(byField['containers[0].count']).toMatch(/whole number/);
    expect(byField.rateSet).toMatch(/cao-02-2024/);
    expect((error as Error).message).toMatch(/10 problems/);
  });

  it('catches missing fields, bad modes, negative duty and bad container rows', () => {
    const bad = {
      mode: 'rail',
      entry: 'express',
      containers: [
        {size: '30', count: 0},
        {size: '40', count: 2},
      ],
      dutyRate: '-1',
      letterOfCredit: 'yes',
    } as unknown as ShipmentInput;
    expect(() => computeAssessment(bad)).toThrow(AssessmentInputError);
    try {
      computeAssessment(bad);
    } catch (e) {
      const fields = problemsIn(e).map((p) => p.field);
      expect(fields).toEqual([
        'mode',
        'entry',
        'currency',
        'exchangeRate',
        'fob',
        'freight',
        'dutyRate',
        'letterOfCredit',
        'containers[0].size',
        'containers[0].count',
      ]);
    }
  });

  it('rejects too many decimals, a PHP rate other than 1 and a zero FOB', () => {
    try {
      computeAssessment({...illustration, fob: '0', freight: '1.005', currency: 'PHP', exchangeRate: '56'});
      expect.unreachable();
    } catch (e) {
      const problems = problemsIn(e);
      expect(problems).toEqual([
        {field: 'exchangeRate', message: 'For amounts already in pesos (PHP) the exchange rate must be 1.'},
        {field: 'fob', message: 'The FOB/FCA value must be more than zero.'},
        {field: 'freight', message: 'The freight (0 if none) can have at most 2 decimal places.'},
      ]);
    }
  });

  it('accepts a duty rate of exactly 0 and 100', () => {
    expect(line(computeAssessment({...illustration, dutyRate: '0'}), 'customsDuty').amount).toBe('0.00');
    expect(line(computeAssessment({...illustration, dutyRate: '100'}), 'customsDuty').amount).toBe(
      '616000.00',
    );
  });
});
