import drills from '@site/quizzes/subject-4/hs-sections-15-16.json';
import subject1 from '@site/quizzes/subject-1/general-provisions.json';
import {bankSchema} from '@site/src/features/quiz';
import {
  duplicateAt,
  exportBankJson,
  fromBankData,
  importBankJson,
  move,
  newBank,
  validateEditorBank,
} from './bankModel';

describe('bankModel', () => {
  it('round-trips a git bank through export and import exactly', () => {
    const git = bankSchema.parse(subject1);
    const exported = exportBankJson(fromBankData(git));
    expect(JSON.parse(exported)).toEqual(git);
    const again = importBankJson(exported);
    expect(again.ok && exportBankJson(again.bank)).toBe(exported);
  });

  it('round-trips a bank of classification drills exactly: reasoning, wrong paths and levels kept', () => {
    const git = bankSchema.parse(drills);
    expect(git.questions.some((q) => q.type === 'classification')).toBe(true);
    const exported = exportBankJson(fromBankData(git));
    expect(JSON.parse(exported)).toEqual(git);
  });

  it('lists every problem of a malformed file by question and imports nothing', () => {
    const git = bankSchema.parse(subject1);
    const [first, second] = git.questions;
    const broken = {
      ...git,
      questions: [
        {...first, prompt: 'short'},
        {...second, id: first?.id, answer: 'z'},
      ],
    };
    const result = importBankJson(JSON.stringify(broken));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.questionId, i.field, i.message])).toEqual([
      [first?.id, 'prompt', 'prompt is too short'],
      [first?.id, 'answer', 'answer "z" is not one of the choices'],
      [first?.id, 'id', `id "${first?.id}" is used twice`],
    ]);
    expect(importBankJson('{"id": ').ok).toBe(false);
  });

  it('reports a title or description longer than the rules allow for an online bank', () => {
    const bank = {...fromBankData(bankSchema.parse(subject1)), title: 'x'.repeat(201), description: 'y'.repeat(2001)};
    const issues = validateEditorBank(bank).filter((i) => i.question === null);
    expect(issues).toEqual(
      expect.arrayContaining([
        {question: null, questionId: null, field: 'title', message: 'at most 200 characters'},
        {question: null, questionId: null, field: 'description', message: 'at most 2000 characters'},
      ]),
    );
    expect(validateEditorBank({...bank, title: 'x'.repeat(200), description: 'y'.repeat(2000)})).toEqual([]);
  });

  it('reports the problems of a new, empty bank', () => {
    const fields = validateEditorBank(newBank()).map((i) => `${i.questionId ?? 'bank'}:${i.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'bank:id',
        'bank:title',
        'bank:description',
        'q-1:prompt',
        'q-1:choices.0.text',
      ]),
    );
  });

  it('moves and duplicates questions', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    const bank = newBank('x');
    const twice = duplicateAt(duplicateAt(bank.questions, 0), 0);
    expect(twice.map((q) => q.id)).toEqual(['q-1', 'q-1-copy-2', 'q-1-copy']);
  });
});
