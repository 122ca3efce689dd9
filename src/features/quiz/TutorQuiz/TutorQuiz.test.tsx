import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createBrowserProgress, GUEST_OWNER} from '@site/src/backend/browserProgress';
import subject2 from '@site/quizzes/subject-2/goods-declaration-and-entries.json';
import {fakeBackend} from '@site/test/fakeBackend';
import {bankSchema} from '@site/src/domain/quiz';
import {pastAttempt} from '@site/test/quizAttempts';
import {renderInSite} from '@site/test/renderWithAccount';
import TutorQuiz from './index';

afterEach(() => window.history.replaceState(null, '', '/'));

async function promptsOfSession(total: number): Promise<string[]> {
  const user = userEvent.setup();
  const seen: string[] = [];
  for (let i = 1; i <= total; i += 1) {
    const card = await screen.findByRole('article', {name: `Question ${i} of ${total}`});
    const prompt = card.querySelector('[id^="prompt-"]')?.id.replace('prompt-', '') ?? '';
    seen.push(prompt);
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    await user.click(screen.getByRole('button', {name: i < total ? 'Next question' : 'See my results'}));
  }
  return seen;
}

describe('TutorQuiz', () => {
  it('runs a topic quiz chosen in the setup, shows results and saves the attempt', async () => {
    const user = userEvent.setup();
    renderInSite(<TutorQuiz />);
    await user.selectOptions(await screen.findByLabelText('Subject'), '1');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Customs Brokers Act');
    await user.selectOptions(screen.getByLabelText('Number of questions'), '5');
    await user.click(screen.getByRole('button', {name: 'Start the quiz'}));
    const card = await screen.findByRole('article', {name: 'Question 1 of 5'});
    expect(within(card).getByText('Subject 1 · Customs Brokers Act')).toBeInTheDocument();
    const ids = await promptsOfSession(5);
    expect(new Set(ids).size).toBe(5);

    expect(
      await screen.findByRole('heading', {name: 'Results: Subject 1 · Customs Brokers Act'}),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The 75\/60 pass rule needs all four subjects; this attempt covered 1\./),
    ).toBeInTheDocument();
    expect(await screen.findByText('Saved. It shows on the Quizzes page.')).toBeInTheDocument();
    const saved = await createBrowserProgress(GUEST_OWNER).listAttempts();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.items.map((i) => i.questionId)).toEqual(ids);
    expect(saved[0]).toMatchObject({kind: 'quiz', subject: 1, topic: 'Customs Brokers Act'});
  });

  it('resumes a quiz after a reload with the same questions, answers and position', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/docs/quiz?subject=1&topic=Customs+Brokers+Act&count=5&start=1');
    const before = renderInSite(<TutorQuiz />);
    const shown: string[] = [];
    for (let i = 1; i <= 2; i += 1) {
      const card = await within(before.container).findByRole('article', {name: `Question ${i} of 5`});
      shown.push(card.querySelector('[id^="prompt-"]')?.id ?? '');
      await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
      await user.click(within(before.container).getByRole('button', {name: 'Next question'}));
    }
    const third = await within(before.container).findByRole('article', {name: 'Question 3 of 5'});
    const thirdId = third.querySelector('[id^="prompt-"]')?.id;

    // A reload: the page is built again from what was saved (the old tree is not unmounted).
    const after = renderInSite(<TutorQuiz />);
    const card = await within(after.container).findByRole('article', {name: 'Question 3 of 5'});
    expect(card.querySelector('[id^="prompt-"]')?.id).toBe(thirdId);
    expect(within(after.container).getByText(/Answered 2 of 5/)).toBeInTheDocument();
    expect(shown).not.toContain(thirdId);
  });

  it('records the answered items of a quiz left half-way, so a miss is due for review', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/docs/quiz?subject=1&topic=Customs+Brokers+Act&count=5&start=1');
    const {unmount} = renderInSite(<TutorQuiz />);
    const card = await screen.findByRole('article', {name: 'Question 1 of 5'});
    await user.click(within(card).getAllByRole('button')[0] as HTMLElement);
    const questionId = card.querySelector('[id^="prompt-"]')?.id.replace('prompt-', '');
    unmount();
    await vi.waitFor(async () => {
      const saved = await createBrowserProgress(GUEST_OWNER).listAttempts();
      expect(saved.map((a) => a.items.map((i) => i.questionId))).toEqual([[questionId]]);
      expect(saved[0]).toMatchObject({kind: 'quiz', subject: 1, topic: 'Customs Brokers Act'});
    });
    expect(await createBrowserProgress(GUEST_OWNER).loadInProgress('tutor')).toBeNull();
  });

  it('retakes exactly the missed questions of the attempt named in the address', async () => {
    const missed = ['s1-cba-definition', 's1-abd-express', 's1-psf-protest-period'];
    await createBrowserProgress(GUEST_OWNER).saveAttempt(
      pastAttempt('past', ['s1-importation-begins', 's1-cba-board'], missed),
    );
    window.history.replaceState(null, '', '/docs/quiz?retake=past');
    renderInSite(<TutorQuiz />);
    expect((await promptsOfSession(3)).sort()).toEqual([...missed].sort());
    expect(await screen.findByRole('heading', {name: 'Results: Retake of mistakes'})).toBeInTheDocument();
  });

  it('reviews the questions due, and says so when none are', async () => {
    await createBrowserProgress(GUEST_OWNER).saveAttempt(
      pastAttempt('past', [], ['s1-cba-definition', 's1-abd-express']),
    );
    window.history.replaceState(null, '', '/docs/quiz?review=due');
    const {unmount} = renderInSite(<TutorQuiz />);
    expect((await promptsOfSession(2)).sort()).toEqual(['s1-abd-express', 's1-cba-definition']);
    expect(
      await screen.findByRole('heading', {name: 'Results: Review of missed questions'}),
    ).toBeInTheDocument();
    unmount();

    // With no missed question on record, nothing is due.
    localStorage.clear();
    renderInSite(<TutorQuiz />);
    expect(
      await screen.findByText('Nothing is due for review right now. Pick a topic to practise.'),
    ).toBeInTheDocument();
  });

  it('explains an unknown attempt instead of failing', async () => {
    window.history.replaceState(null, '', '/docs/quiz?retake=gone');
    renderInSite(<TutorQuiz />);
    expect(await screen.findByText(/That attempt is not in your history here/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Start the quiz'})).toBeInTheDocument();
  });

  describe('online banks', () => {
    const source = bankSchema
      .parse(subject2)
      .questions.filter((q) => q.type === 'single')
      .slice(0, 3);
    const bank = (id: string, tier: 'free' | 'premium') => ({
      id,
      title: `Online ${tier}`,
      description: 'Written in the quiz editor.',
      tier,
      questions: source,
    });

    it('offers the online banks in the setup and runs one whole, in order', async () => {
      const first = renderInSite(<TutorQuiz />, fakeBackend({quizBanks: [bank('online-free', 'free')]}));
      expect(await screen.findByRole('link', {name: 'Online free'})).toHaveAttribute(
        'href',
        '/docs/quiz?bank=online-free',
      );
      first.unmount();
      window.history.replaceState(null, '', '/docs/quiz?bank=online-free');
      renderInSite(<TutorQuiz />, fakeBackend({quizBanks: [bank('online-free', 'free')]}));
      expect(await promptsOfSession(3)).toEqual(source.map((q) => q.id));
    });

    it('says a premium bank is for premium users instead of starting it', async () => {
      window.history.replaceState(null, '', '/docs/quiz?bank=online-premium');
      renderInSite(<TutorQuiz />, fakeBackend({quizBanks: [bank('online-premium', 'premium')]}));
      expect(await screen.findByText(/That quiz is for premium users/)).toBeInTheDocument();
      expect(screen.queryByRole('article')).toBeNull();
    });
  });
});
