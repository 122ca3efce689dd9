import {
  add,
  cmp,
  dec,
  divRound,
  formatDec,
  formatMoney,
  mul,
  parseDecimal,
  percent,
  roundHalfUp,
  sub,
  toAmountString,
} from './decimal';

describe('decimal', () => {
  it('parses plain and comma-grouped numbers exactly', () => {
    expect(parseDecimal('10000')).toEqual({v: 10000n, s: 0});
    expect(parseDecimal('10,000.50')).toEqual({v: 1000050n, s: 2});
    expect(parseDecimal(' .5 ')).toEqual({v: 5n, s: 1});
    expect(parseDecimal('-3.25')).toEqual({v: -325n, s: 2});
  });

  it.each(['', 'abc', '1e3', '1,00', '10,000,0.5', 'Infinity', 'NaN', '1.2.3', '12a', '0x10', '₱100'])(
    'rejects %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('adds without binary floating-point error', () => {
    expect(toAmountString(add(dec('0.1'), dec('0.2')))).toBe('0.30');
    expect(cmp(add(dec('0.1'), dec('0.2')), dec('0.3'))).toBe(0);
  });

  it('rounds half up to the centavo', () => {
    expect(toAmountString(dec('82807.962'))).toBe('82807.96');
    expect(toAmountString(dec('0.125'))).toBe('0.13');
    expect(toAmountString(dec('2.345'))).toBe('2.35');
    expect(toAmountString(dec('2.3449999'))).toBe('2.34');
    expect(toAmountString(dec('5300.0000125'))).toBe('5300.00');
    expect(formatDec(roundHalfUp(dec('-2.345'), 2), 2)).toBe('-2.35');
  });

  it('multiplies exactly and applies percentages', () => {
    expect(toAmountString(mul(dec('690066.35'), percent(dec('12'))))).toBe('82807.96');
    expect(formatDec(mul(dec('616000'), percent(dec('0.125'))))).toBe('770');
  });

  it('divides with half-up rounding', () => {
    expect(toAmountString(divRound(sub(dec('11000'), dec('800')), dec('1.02'), 2))).toBe('10000.00');
    expect(toAmountString(divRound(dec('1'), dec('3'), 2))).toBe('0.33');
    expect(toAmountString(divRound(dec('2'), dec('3'), 2))).toBe('0.67');
  });

  it('formats with thousands separators and minimum places', () => {
    expect(formatMoney(dec('616000'))).toBe('616,000.00');
    expect(formatMoney(dec('1234567.891'))).toBe('1,234,567.89');
    expect(formatMoney(dec('0.5'))).toBe('0.50');
    expect(formatDec(dec('56'), 4)).toBe('56.0000');
    expect(formatDec(dec('0.37851'), 4)).toBe('0.37851');
    expect(formatDec(dec('12.500'))).toBe('12.5');
    expect(formatDec(dec('100'), 0, false)).toBe('100');
  });
});
