import {createQuizzesService} from './quizzes';
import type {FirestoreSdk} from './sdk';
import {single} from '@site/test/quizQuestions';

/**
 * The Firestore quiz-bank service against a small in-memory stand-in for the
 * SDK calls it makes (the rules themselves are tested in test/rules/, where
 * the Firestore emulator can run). What matters here is what the service does
 * with stored documents: decode each with the shared schema and skip the ones
 * it cannot read.
 */
interface Filter {
  readonly field: string;
  readonly value: unknown;
}

/** A stored Timestamp, as far as the service reads it. */
const stamp = (ms: number) => ({toDate: () => new Date(ms)});

function fakeFirestore(initial: Record<string, Record<string, unknown>>) {
  const docs = new Map(Object.entries(initial));
  let clock = Date.UTC(2026, 10, 24);
  const snapshot = (id: string) => ({id, exists: () => docs.has(id), data: () => docs.get(id)});
  const handle = {
    db: {},
    collection: (_db: unknown, name: string) => ({name}),
    where: (field: string, _op: string, value: unknown): Filter => ({field, value}),
    query: (_collection: unknown, ...filters: Filter[]) => ({filters}),
    getDocs: async (q: {filters?: Filter[]}) => ({
      docs: [...docs.keys()]
        .filter((id) => (q.filters ?? []).every((f) => docs.get(id)?.[f.field] === f.value))
        .map(snapshot),
    }),
    doc: (_db: unknown, _collection: string, id: string) => ({id}),
    getDoc: async (ref: {id: string}) => snapshot(ref.id),
    serverTimestamp: () => stamp((clock += 1000)),
    runTransaction: async (_db: unknown, work: (tx: unknown) => Promise<void>) =>
      work({
        get: async (ref: {id: string}) => snapshot(ref.id),
        set: (ref: {id: string}, data: Record<string, unknown>) => docs.set(ref.id, data),
      }),
    updateDoc: async (ref: {id: string}, patch: Record<string, unknown>) => {
      docs.set(ref.id, {...docs.get(ref.id), ...patch});
    },
  };
  return {docs, firestore: async () => handle as unknown as FirestoreSdk};
}

const live = {published: true, archived: false, subject: 2, description: 'Ten items.', questions: [single('q-1')]};

describe('Firestore quiz banks: stored documents are decoded with the shared schema', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('lists the banks that decode and leaves out (and logs) a damaged one', async () => {
    const {firestore} = fakeFirestore({
      'valuation-drill': {...live, tier: 'free', title: 'Valuation drill'},
      'bad-title': {...live, tier: 'free', title: 42},
      'bad-questions': {...live, tier: 'free', title: 'No questions', questions: 'none'},
    });
    const quizzes = createQuizzesService(firestore);
    expect(await quizzes.list({tier: 'free'})).toEqual([
      {id: 'valuation-drill', title: 'Valuation drill', description: 'Ten items.', tier: 'free', questionCount: 1, subject: 2},
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('quiz bank'), expect.any(String));
  });

  it('reads a damaged bank opened directly as not found, and a bank stored under `visibility` by that name', async () => {
    const {firestore} = fakeFirestore({
      damaged: {...live, tier: 'free', title: 'Damaged', questions: {0: 'x'}},
      older: {...live, visibility: 'premium', title: 'Older bank'},
    });
    const quizzes = createQuizzesService(firestore);
    await expect(quizzes.get('damaged')).rejects.toMatchObject({name: 'BackendError', code: 'not-found'});
    await expect(quizzes.get('missing')).rejects.toMatchObject({code: 'not-found'});
    expect(await quizzes.get('older')).toMatchObject({id: 'older', tier: 'premium', questions: [single('q-1')]});
  });

  it('gives the editor every bank that decodes, sorted by title, with its save time', async () => {
    const {firestore} = fakeFirestore({
      b: {...live, tier: 'premium', title: 'Beta', updatedAt: stamp(1000), updatedBy: 'admin-1'},
      a: {...live, tier: 'free', title: 'Alpha', published: false},
      odd: {...live, tier: 'gold', title: 'Gold tier'},
    });
    const banks = await createQuizzesService(firestore).listAll();
    expect(banks.map((b) => [b.id, b.title, b.updatedAt?.getTime() ?? null, b.updatedBy])).toEqual([
      ['a', 'Alpha', null, null],
      ['b', 'Beta', 1000, 'admin-1'],
    ]);
  });

  it('lets an admin save over a damaged bank it opened by its save time, and refuses a stale one', async () => {
    const {firestore, docs} = fakeFirestore({
      damaged: {tier: 'free', title: 99, updatedAt: stamp(5000)},
    });
    const quizzes = createQuizzesService(firestore, () => 'admin-1');
    const input = {
      id: 'damaged',
      title: 'Repaired',
      description: '',
      tier: 'free' as const,
      subject: 1 as const,
      published: true,
      archived: false,
      questions: [single('q-1')],
    };
    await expect(quizzes.save(input, new Date(4000))).rejects.toMatchObject({name: 'BackendError', code: 'conflict'});
    const saved = await quizzes.save(input, new Date(5000));
    expect(saved).toMatchObject({id: 'damaged', title: 'Repaired', updatedBy: 'admin-1'});
    expect(docs.get('damaged')?.title).toBe('Repaired');
    expect((await quizzes.setArchived('damaged', true)).archived).toBe(true);
  });
});
