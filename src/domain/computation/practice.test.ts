import {dec, formatMoney} from '../../lib/decimal';
import {must} from '../../../test/computation';
import {checkAnswers, fobFromCif, generateProblem, LINE_IDS, PRACTICE_LEVELS, type LineId} from './index';
import scenarios from '../../../data/computation/practice-scenarios.json';
import {practiceScenariosSchema} from './practiceScenarioSchema';

const SEEDS = Array.from({length: 150}, (_, i) => `seed-${i}`);

function answersFrom(problem: ReturnType<typeof generateProblem>): Record<LineId, string> {
  return Object.fromEntries(problem.expected.lines.map((l) => [l.id, l.amount])) as Record<LineId, string>;
}

describe('generateProblem', () => {
  it.each(PRACTICE_LEVELS)('%s: same seed and level give the same problem', (level) => {
    const a = generateProblem('abc123', level);
    const b = generateProblem('abc123', level);
    expect(b).toEqual(a);
    expect(a.seed).toBe('abc123');
    expect(a.level).toBe(level);
    const others = SEEDS.slice(0, 10).map((s) => generateProblem(s, level).text);
    expect(new Set(others).size).toBeGreaterThan(5);
  });

  it('asks for every line, labelled, with the insurance in the invoice currency', () => {
    const p = generateProblem('labels', 'advanced');
    expect(p.answerLines.map((l) => l.id)).toEqual([...LINE_IDS]);
    expect(must(p.answerLines[0]).label).toBe(`Insurance (${p.input.currency})`);
    expect(p.text.length).toBeGreaterThan(100);
    expect(p.task).toMatch(/centavo/);
  });

  it('basic: sea, USD, formal, no L/C, insurance given or default', () => {
    let given = 0;
    for (const seed of SEEDS) {
      const p = generateProblem(seed, 'basic');
      expect(p.input).toMatchObject({mode: 'sea', currency: 'USD', entry: 'formal', letterOfCredit: false});
      expect(p.input.containers?.length).toBeGreaterThan(0);
      expect(p.input.exciseTax).toBeUndefined();
      if (p.input.insurance !== undefined) {
        given += 1;
        expect(p.text).toContain(`USD ${formatMoney(dec(p.input.insurance))}`);
      } else {
        expect(p.text).toMatch(/Insurance: not shown/);
      }
      expect(p.text).toContain(`USD ${formatMoney(dec(p.input.fob))} FOB`);
      expect(p.text).toContain(`₱${p.input.exchangeRate} per USD`);
    }
    expect(given).toBeGreaterThan(20);
    expect(given).toBeLessThan(SEEDS.length - 20);
  });

  it('intermediate: insurance not stated; L/C, air and sea, containers all occur', () => {
    const seen = {lc: 0, noLc: 0, air: 0, sea: 0, informal: 0, dangerous: 0};
    for (const seed of SEEDS) {
      const p = generateProblem(seed, 'intermediate');
      expect(p.input.insurance).toBeUndefined();
      expect(p.text).toMatch(/Insurance: not stated/);
      if (p.input.letterOfCredit) seen.lc += 1;
      else seen.noLc += 1;
      if (p.input.mode === 'air') {
        seen.air += 1;
        expect(p.input.containers ?? []).toEqual([]);
      } else {
        seen.sea += 1;
        expect(p.input.containers?.length).toBeGreaterThan(0);
      }
      if (p.input.entry === 'informal') {
        seen.informal += 1;
        // Informal problems stay within CMTA Sec. 402 and above de minimis: no warning notes.
        expect(p.expected.notes).toEqual([]);
      }
      if (p.input.dangerousCargo) seen.dangerous += 1;
    }
    for (const count of Object.values(seen)) {
      expect(count).toBeGreaterThan(0);
    }
  });

  it('advanced: reverse CIF/CIP problems and mixed-currency problems, some with excise', () => {
    const currencies = new Set<string>();
    const seen = {reverse: 0, mixed: 0, excise: 0, air: 0, lc: 0};
    for (const seed of SEEDS) {
      const p = generateProblem(seed, 'advanced');
      currencies.add(p.input.currency);
      expect(p.input.insurance).toBeUndefined();
      if (p.input.letterOfCredit) seen.lc += 1;
      if (p.input.mode === 'air') seen.air += 1;
      if (p.input.freightCurrency !== undefined) {
        // Mixed: the invoice in EUR/JPY/CNY, the freight in USD, both rates given.
        seen.mixed += 1;
        expect(p.input.freightCurrency).toBe('USD');
        expect(p.input.currency).not.toBe('USD');
        expect(p.text).toContain(`USD ${formatMoney(dec(p.input.freight))}`);
        expect(p.text).toContain(`₱${p.input.exchangeRate} per ${p.input.currency}`);
        expect(p.text).toContain(`₱${must(p.input.freightExchangeRate)} per USD`);
        expect(p.text).toContain(`${p.input.currency} ${formatMoney(dec(p.input.fob))} F`);
        continue;
      }
      seen.reverse += 1;
      // The CIF in the text, less freight, divided by 1.02 or 1.04 gives back the FOB.
      const match = new RegExp(`${p.input.currency} ([\\d,]+\\.\\d{2}) CI[FP] Manila`).exec(p.text);
      expect(match).not.toBeNull();
      const fob = fobFromCif(must(match?.[1]), p.input.freight, p.input.dangerousCargo === true);
      expect(fob).toBe(p.input.fob);
      expect(p.text).not.toContain(formatMoney(dec(p.input.fob)) + ' FOB');
      if (p.input.exciseTax !== undefined) {
        seen.excise += 1;
        const litres = must(/([\d,]+) litres/.exec(p.text)?.[1]).replace(/,/g, '');
        expect(p.input.exciseTax).toBe(`${BigInt(litres) * 6n}.00`);
      }
    }
    expect([...currencies].sort()).toEqual(['CNY', 'EUR', 'JPY', 'USD']);
    expect(seen.reverse).toBeGreaterThan(60);
    expect(seen.mixed).toBeGreaterThan(25);
    expect(seen.excise).toBeGreaterThan(10);
    expect(seen.air).toBeGreaterThan(10);
    expect(seen.lc).toBeGreaterThan(30);
  });

  it('rejects an unknown level', () => {
    expect(() => generateProblem('x', 'expert' as never)).toThrow(/Unknown level/);
  });
});

describe('checkAnswers', () => {
  const problem = generateProblem('check', 'intermediate');

  it('marks the engine amounts correct', () => {
    const result = checkAnswers(problem, answersFrom(problem));
    expect(Object.keys(result)).toEqual([...LINE_IDS]);
    for (const id of LINE_IDS) {
      expect(result[id].status).toBe('correct');
    }
  });

  it('marks only the wrong line wrong, and blank lines missing', () => {
    const answers: Partial<Record<LineId, string>> = answersFrom(problem);
    answers.customsDuty = '1.00';
    answers.vat = '';
    delete answers.totalPayable;
    const result = checkAnswers(problem, answers);
    for (const id of LINE_IDS) {
      const want =
        id === 'customsDuty' ? 'wrong' : id === 'vat' || id === 'totalPayable' ? 'missing' : 'correct';
      expect(result[id].status).toBe(want);
    }
    expect(result.customsDuty.expected).toBe(
      must(problem.expected.lines.find((l) => l.id === 'customsDuty')).amount,
    );
  });

  it('allows one centavo either way, not two', () => {
    const dv = dec(must(problem.expected.lines.find((l) => l.id === 'dutiableValue')).amount);
    const shift = (cents: bigint) => formatMoney({v: dv.v + cents, s: dv.s});
    expect(checkAnswers(problem, {dutiableValue: shift(1n)}).dutiableValue.status).toBe('correct');
    expect(checkAnswers(problem, {dutiableValue: shift(-1n)}).dutiableValue.status).toBe('correct');
    expect(checkAnswers(problem, {dutiableValue: shift(2n)}).dutiableValue.status).toBe('wrong');
  });

  it('reads peso signs, currency codes and commas; non-numbers are wrong', () => {
    const a = answersFrom(problem);
    const dv = formatMoney(dec(a.dutiableValue));
    expect(checkAnswers(problem, {dutiableValue: `₱${dv}`}).dutiableValue.status).toBe('correct');
    expect(checkAnswers(problem, {dutiableValue: `PHP ${dv}`}).dutiableValue.status).toBe('correct');
    expect(checkAnswers(problem, {insurance: `USD ${a.insurance}`}).insurance.status).toBe('correct');
    expect(checkAnswers(problem, {dutiableValue: 'lots'}).dutiableValue.status).toBe('wrong');
  });
});

describe('practice scenarios data (data/computation/practice-scenarios.json)', () => {
  it('matches its schema', () => {
    const result = practiceScenariosSchema.safeParse(scenarios);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('the schema refuses a port whose currency has no peso range', () => {
    const broken = {...scenarios, seaOrigins: [...scenarios.seaOrigins, {port: 'Sydney', currency: ['AUD']}]};
    const result = practiceScenariosSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Sydney: no range for AUD');
  });
});
