import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createBrowserProgress, GUEST_OWNER} from '@site/src/backend/browserProgress';
import {pastAttempt} from '@site/test/quizAttempts';
import {renderInSite} from '@site/test/renderWithAccount';
import QuizEmbed from './index';

afterEach(() => {
  vi.doUnmock('../MockBoard');
  window.history.replaceState(null, '', '/');
});

describe('QuizEmbed', () => {
  it('loads nothing until asked, then loads the quiz UI', async () => {
    const user = userEvent.setup();
    renderInSite(<QuizEmbed app="tutor" />);
    expect(screen.getByText('Practise in tutor mode')).toBeInTheDocument();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Choose a quiz'}));
    expect(await screen.findByLabelText('Subject')).toBeInTheDocument();
  });

  it('opens at once when the address asks for a retake', async () => {
    window.history.replaceState(null, '', '/docs/quiz?retake=missing');
    renderInSite(<QuizEmbed app="tutor" />);
    expect(await screen.findByText(/That attempt is not in your history here/)).toBeInTheDocument();
  });

  it('opens at once for the flagged set and for a built quiz', async () => {
    window.history.replaceState(null, '', '/docs/quiz?set=flagged');
    const first = renderInSite(<QuizEmbed app="tutor" />);
    expect(await screen.findByText(/You have no flagged questions yet/)).toBeInTheDocument();
    first.unmount();
    window.history.replaceState(null, '', '/docs/quiz?ids=s1-cba-definition');
    renderInSite(<QuizEmbed app="tutor" />);
    expect(await screen.findByRole('heading', {name: 'Question 1 of 1'})).toBeInTheDocument();
  });

  it('reopens an exam left unfinished in this browser', async () => {
    await createBrowserProgress(GUEST_OWNER).saveInProgress({
      key: 'mock-mini',
      attemptId: 'left',
      kind: 'mock-mini',
      seed: 'left',
      questionIds: ['s1-cba-definition', 's2-lex-lodgement-period'],
      choiceOrder: {
        's1-cba-definition': ['a', 'b', 'c', 'd'],
        's2-lex-lodgement-period': ['a', 'b', 'c', 'd'],
      },
      responses: {'s2-lex-lodgement-period': {kind: 'choices', ids: ['b']}},
      flagged: [],
      position: 1,
      // Boards run on the wall clock (issue 29): begun 80 s ago, 1:40 of 3:00 is left, whatever remainingMs says.
      startedAt: new Date(Date.now() - 80_000),
      timeLimitMs: 180_000,
      remainingMs: 100_000,
      updatedAt: new Date(),
    });
    renderInSite(<QuizEmbed app="mockboard" />);
    expect(await screen.findByRole('heading', {name: 'Question 2 of 2'})).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: /^B\. /})).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent(/1:(40|39)/);
  });

  it('does not reopen a saved exam that is already in the history, and clears it', async () => {
    const guest = createBrowserProgress(GUEST_OWNER);
    await guest.saveInProgress({
      key: 'mock-mini',
      attemptId: 'done',
      kind: 'mock-mini',
      seed: 'done',
      questionIds: ['s1-cba-definition', 's2-lex-lodgement-period'],
      choiceOrder: {'s1-cba-definition': ['a', 'b', 'c', 'd'], 's2-lex-lodgement-period': ['a', 'b', 'c', 'd']},
      responses: {},
      flagged: [],
      position: 1,
      startedAt: new Date(Date.now() - 600_000),
      timeLimitMs: 180_000,
      remainingMs: 0,
      updatedAt: new Date(),
    });
    // Submitted already (the copy outlived its clearing): sitting it again would time out and submit twice.
    await guest.saveAttempt(pastAttempt('done', ['s1-cba-definition'], ['s2-lex-lodgement-period']));
    renderInSite(<QuizEmbed app="mockboard" />);
    await waitFor(async () => expect(await guest.loadInProgress('mock-mini')).toBeNull());
    expect(screen.queryByRole('heading', {name: /^Question \d+ of 2$/})).not.toBeInTheDocument();
    expect(screen.queryByText(/ran out while you were away/)).not.toBeInTheDocument();
  });

  it('shows Retry when the quiz UI fails to download, and loads it on Retry', async () => {
    vi.doMock('../MockBoard', () => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    renderInSite(<QuizEmbed app="mockboard" />);
    await user.click(screen.getByRole('button', {name: 'Open the mock board'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The quiz could not be loaded. Check your connection and try again.',
    );
    vi.doUnmock('../MockBoard');
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('button', {name: 'Start the mini mock board'})).toBeInTheDocument();
  });
});
