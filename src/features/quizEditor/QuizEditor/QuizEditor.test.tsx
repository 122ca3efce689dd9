import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import subject1 from '@site/quizzes/subject-1/general-provisions.json';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import {BackendError, type OnlineQuizBank} from '@site/src/backend/types';
import {bankSchema} from '@site/src/features/quiz';
import {fakeBackend, loaderFor, type FakeBackend} from '@site/test/fakeBackend';
import {exportBankJson, fromBankData} from '../bankModel';
import {SETTLE_MS} from '../useBankEditor';
import QuizEditor from '.';

const git = bankSchema.parse(subject1);
const [q1, q2, q3] = git.questions;

const stored: OnlineQuizBank = {
  id: 'online-bank',
  title: 'Online bank',
  description: 'A bank kept online for the tests.',
  tier: 'free',
  subject: 1,
  published: false,
  archived: false,
  questions: git.questions.slice(0, 3),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  updatedBy: 'uid-admin',
};

function renderEditor(backend: FakeBackend = fakeBackend({onlineBanks: [stored]})) {
  render(
    <BackendProvider loader={loaderFor(backend)}>
      <QuizEditor />
    </BackendProvider>,
  );
  return backend;
}

async function openStored(): Promise<void> {
  await userEvent.click(await screen.findByRole('button', {name: 'Edit Online bank'}));
}

describe('QuizEditor', () => {
  it('lists online banks and the built-in banks to copy', async () => {
    renderEditor();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', {name: /Online bank/})).toBeInTheDocument();
    expect(within(table).getByText('Not published')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {name: `Copy ${git.title} to a new online bank`}),
    ).toBeInTheDocument();
  });

  it('shows a field problem once the field is left, all of them on save, and refuses to save an invalid bank', async () => {
    const backend = renderEditor();
    await userEvent.click(await screen.findByRole('button', {name: 'New bank'}));
    // A new, empty bank opens without a single problem shown (issue 30).
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByText(/Problems to fix before saving/)).toBeNull();
    const prompt = screen.getByLabelText('Prompt (markdown)');
    await userEvent.type(prompt, 'Short');
    await userEvent.tab();
    await waitFor(() => expect(prompt).toHaveAccessibleDescription('prompt is too short'));
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(prompt, ' but now long enough');
    await waitFor(() => expect(prompt).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', {name: 'Save bank'}));
    expect(screen.getByRole('status')).toHaveTextContent(/Not saved: fix the \d+ problems listed first/);
    // After a save was tried, every field's problem shows (the title was never touched).
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(await backend.quizzes.listAll()).toEqual([stored]);
  });

  it('lists every problem of a malformed import by question and imports nothing', async () => {
    const backend = renderEditor();
    const broken = {
      ...git,
      questions: [
        {...q1, prompt: 'tiny'},
        {...q2, answer: 'z'},
      ],
    };
    const file = new File([JSON.stringify(broken)], 'broken.json', {type: 'application/json'});
    await userEvent.upload(await screen.findByLabelText('Import a bank from JSON'), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: broken.json has 2 problems.');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Question 1 (${q1?.id}) · prompt: prompt is too short`,
      `Question 2 (${q2?.id}) · answer: answer "z" is not one of the choices`,
    ]);
    expect(screen.queryByRole('button', {name: 'Save bank'})).toBeNull();
    expect(await backend.quizzes.listAll()).toEqual([stored]);
  });

  it('imports a valid export and saves it as a new bank', async () => {
    const backend = renderEditor();
    const small = {...git, id: 'imported-bank', questions: [q1, q2, q3].filter((q) => q !== undefined)};
    const text = exportBankJson(fromBankData(small));
    await userEvent.upload(
      await screen.findByLabelText('Import a bank from JSON'),
      new File([text], 'imported-bank.json', {type: 'application/json'}),
    );
    expect(await screen.findByLabelText('Bank id (kebab-case)')).toHaveValue('imported-bank');
    await userEvent.click(screen.getByRole('button', {name: 'Save bank'}));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const saved = (await backend.quizzes.listAll()).find((b) => b.id === 'imported-bank');
    expect(saved?.questions).toEqual(small.questions);
    expect(saved?.published).toBe(false);
  });

  it('refuses to save over a bank someone else saved since it was opened', async () => {
    const backend = renderEditor();
    await openStored();
    const {updatedAt: _u, updatedBy: _b, ...input} = stored;
    await backend.quizzes.save({...input, title: 'Changed by another admin'}, stored.updatedAt);
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', {name: 'Save bank'}));
    expect(await screen.findByText(/someone else saved this bank after you opened it/)).toBeInTheDocument();
    expect((await backend.quizzes.listAll())[0]?.title).toBe('Changed by another admin');
  });

  it("says the browser's storage is full when the bank does not fit (local mode), and keeps the edit", async () => {
    const backend = renderEditor();
    await openStored();
    backend.quizzes.save = () => Promise.reject(new BackendError('quizEdit', 'storage-full'));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', {name: 'Save bank'}));
    expect(
      await screen.findByText(/^Not saved: this browser's storage is full\. Your changes are still here/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be reached/)).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
  });

  it('deletes a question with undo, and keeps a draft that comes back after a reload', async () => {
    renderEditor();
    await openStored();
    const list = screen.getByRole('list', {name: 'Questions'});
    await userEvent.click(within(list).getByRole('button', {name: `Delete ${q2?.id}`}));
    expect(within(list).queryByRole('button', {name: new RegExp(`^2\\. ${q2?.id}`)})).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`Question ${q2?.id} deleted.`);
    await userEvent.click(screen.getByRole('button', {name: 'Undo'}));
    expect(within(list).getByRole('button', {name: `2. ${q2?.id}`})).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), ' (draft)');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // The draft is written once typing pauses.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 50));
    // A fresh editor (a reopened tab) restores the draft from this browser.
    document.body.innerHTML = '';
    renderEditor();
    await openStored();
    expect(screen.getByLabelText('Title')).toHaveValue('Online bank (draft)');
    expect(screen.getByRole('status')).toHaveTextContent(/were restored from this browser/);
  });

  it('asks before the page is closed with unsaved changes, and not once they are saved', async () => {
    renderEditor();
    await openStored();
    const leave = (): boolean => !window.dispatchEvent(new Event('beforeunload', {cancelable: true}));
    expect(leave()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), '!');
    expect(leave()).toBe(true);
    await userEvent.click(screen.getByRole('button', {name: 'Save bank'}));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(leave()).toBe(false);
  });

  it('previews markdown safely, as candidates see it', async () => {
    renderEditor();
    await openStored();
    const prompt = screen.getByLabelText('Prompt (markdown)');
    await userEvent.clear(prompt);
    await userEvent.click(prompt);
    await userEvent.paste('Is **this** <img src=x onerror=alert(1)> safe? [x](javascript:alert(1))');
    const preview = screen.getByRole('region', {name: 'Preview'});
    // The preview follows once typing pauses.
    expect((await within(preview).findByText('this')).tagName).toBe('STRONG');
    expect(preview.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(preview).getByText('x').closest('a')).toBeNull();
  });
});
