import type {Question} from '../schema';
import {completesItem, entryToResponse} from './paper';

const single = {
  id: 'q1',
  type: 'single',
  subject: 1,
  topic: 'T',
  prompt: 'A prompt here',
  choices: [],
  answer: 'b',
} as unknown as Question;
const multiple = {...single, type: 'multiple', answer: ['a', 'c']} as unknown as Question;
const numeric = {...single, type: 'numeric', answer: '100.00'} as unknown as Question;
const code = {...single, type: 'classification', answer: '847130'} as unknown as Question;
const order = ['c', 'a', 'b', 'd'];

describe('paper mode: the answer sheet typed in', () => {
  it('reads a letter by its printed position, as the on-screen choice', () => {
    expect(entryToResponse(single, order, 'c')).toEqual({ok: true, response: {kind: 'choices', ids: ['b']}});
    expect(entryToResponse(single, order, ' ')).toEqual({ok: true, response: null});
    expect(entryToResponse(single, order, 'E')).toEqual({ok: false});
    expect(entryToResponse(single, order, 'AB')).toEqual({ok: false});
    expect(entryToResponse(multiple, order, 'a, b')).toEqual({
      ok: true,
      response: {kind: 'choices', ids: ['c', 'a']},
    });
  });

  it('reads amounts and HS codes as written', () => {
    expect(entryToResponse(numeric, [], '1,250.50')).toEqual({
      ok: true,
      response: {kind: 'numeric', value: '1250.50'},
    });
    expect(entryToResponse(numeric, [], 'ten')).toEqual({ok: false});
    expect(entryToResponse(code, [], '8471.30')).toEqual({
      ok: true,
      response: {kind: 'code', value: '847130'},
    });
    expect(entryToResponse(code, [], '8471')).toEqual({ok: false});
  });

  it('moves on after one valid letter of a one-answer item only', () => {
    expect(completesItem(single, order, 'd')).toBe(true);
    expect(completesItem(single, order, 'x')).toBe(false);
    expect(completesItem(multiple, order, 'a')).toBe(false);
    expect(completesItem(numeric, [], '1')).toBe(false);
  });
});
