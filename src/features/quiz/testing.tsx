import type {ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import type {Backend, QuizAttempt} from '@site/src/backend/types';
import {AccountProvider} from '@site/src/features/account/AccountProvider';
import {fakeBackend, loaderFor} from '@site/test/fakeBackend';

/** Renders inside the site's providers over a fake backend (a guest unless the test emits a user). */
export function renderInSite(ui: ReactNode, backend: Backend = fakeBackend()): RenderResult {
  return render(
    <BackendProvider loader={loaderFor(backend)}>
      <AccountProvider>{ui}</AccountProvider>
    </BackendProvider>,
  );
}

/** A finished attempt over real bank ids: `right` answered right, `wrong` missed. */
export function pastAttempt(
  id: string,
  right: readonly string[],
  wrong: readonly string[],
  finishedAt = new Date(),
): QuizAttempt {
  const item = (questionId: string, correct: boolean) => ({
    questionId,
    subject: Number(questionId[1]) as 1 | 2 | 3 | 4,
    topic: 'CMTA general provisions',
    response: correct ? ({kind: 'choices', ids: ['a']} as const) : null,
    correct,
    flagged: false,
  });
  const items = [...right.map((q) => item(q, true)), ...wrong.map((q) => item(q, false))];
  return {
    id,
    kind: 'mock-mini',
    subject: null,
    topic: null,
    startedAt: new Date(finishedAt.getTime() - 60_000),
    finishedAt,
    durationMs: 60_000,
    items,
    scorePercent: (right.length / items.length) * 100,
    passed: null,
  };
}
