// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bankIssues} from './bankIssues';
import {bankSchema} from './schema';

const file = path.resolve(import.meta.dirname, '../../../quizzes/subject-1/general-provisions.json');
const good = bankSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const [first, second] = good.questions;

describe('bankIssues (the one check of a bank, for the build and the editor)', () => {
  it('passes a good bank and returns it', () => {
    expect(bankIssues(good)).toEqual({bank: good, schema: [], rules: [], all: []});
  });

  it('places schema problems on their question and field, naming a question without an id by position', () => {
    const broken = {
      ...good,
      questions: [
        {...first, id: undefined},
        {...second, prompt: 'short'},
      ],
    };
    const {bank, schema, rules} = bankIssues(broken);
    expect(bank).toBeNull();
    expect(rules).toEqual([]);
    expect(schema.map((i) => [i.question, i.questionId, i.field])).toEqual([
      [0, '#1', 'id'],
      [1, second?.id, 'prompt'],
    ]);
  });

  it('finds an id used twice and a topic of another subject, and keeps the bank the schema read', () => {
    const twice = {...good, questions: [first, {...second, id: first?.id, topic: 'Astrology'}]};
    const {bank, schema, all} = bankIssues(twice);
    expect(bank?.questions).toHaveLength(2);
    expect(schema).toEqual([]);
    expect(all.map((i) => [i.question, i.field, i.message])).toEqual([
      [1, 'id', `id "${first?.id}" is used twice`],
      [
        1,
        'topic',
        'topic "Astrology" is not a topic of Subject 1 (Customs Laws, Rules, Regulations, Ethics and Customs Broker Practices)',
      ],
    ]);
  });
});
