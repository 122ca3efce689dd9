// The engine at its edges: rounding, fee bracket boundaries, notes, the reverse problem and input errors.
import {AssessmentInputError, computeAssessment, fobFromCif, type ShipmentInput} from './index';
import {illustration, line, notesOf, pesoShipment, problemsIn} from '../../../test/assessment';

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
