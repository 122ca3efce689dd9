import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizSubject} from '@site/src/backend/types';
import {LIMITS} from '@site/src/lib/limits';
import {useStudyMarks, type MarkSaveState} from './useStudyMarks';
import styles from './styles.module.css';

interface Props {
  readonly target: 'item' | 'section';
  /** The question id, or the section's address. */
  readonly refId: string;
  /** The question's opening words or the section heading (cut to the limit). */
  readonly label: string;
  readonly subject?: QuizSubject | null;
  readonly topic?: string | null;
  /**
   * Only the note (exam mode, where "Flag for review" is the exam's own flag,
   * carried to the flags page when the exam is submitted).
   */
  readonly noteOnly?: boolean;
}

function SaveText({save, signedIn}: {save: MarkSaveState | null; signedIn: boolean}): ReactNode {
  if (save === 'saving') return <Translate id="marks.save.saving">Saving…</Translate>;
  if (save === 'device' || (save === 'saved' && !signedIn)) {
    return signedIn ? (
      <Translate id="marks.save.device">
        Saved in this browser; it goes to your account when you are back online.
      </Translate>
    ) : (
      <Translate id="marks.save.guest">Saved in this browser.</Translate>
    );
  }
  if (save === 'saved') return <Translate id="marks.save.saved">Saved to your account.</Translate>;
  if (save === 'failed') return <Translate id="marks.save.failed">Not saved. Try again.</Translate>;
  return null;
}

/** Flag an item or section and write a short note on it: kept like attempts, browser first. */
export default function MarkControl({
  target,
  refId,
  label,
  subject = null,
  topic = null,
  noteOnly = false,
}: Props): ReactNode {
  const {state, saveMark} = useStudyMarks();
  const mark =
    state.kind === 'ready' ? state.marks.find((m) => m.target === target && m.ref === refId) : undefined;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  useEffect(() => {
    if (editing) box.current?.focus();
  }, [editing]);

  if (state.kind !== 'ready') return null;
  const flagged = mark?.flagged ?? false;
  const note = mark?.note ?? '';
  const base = {target, ref: refId, label: label.slice(0, LIMITS.marks.labelMax), subject, topic};

  const save = (next: {flagged: boolean; note: string}): void => {
    setTouched(true);
    setError(null);
    saveMark({...base, ...next}).catch(() =>
      setError(
        translate({
          id: 'marks.save.error',
          message: 'Not saved: this browser refused to store it. Your note is still in the box.',
        }),
      ),
    );
  };

  return (
    <div className={styles.control}>
      <div className={styles.buttons}>
        {!noteOnly && (
          <button
            type="button"
            className={`button button--sm ${flagged ? 'button--warning' : 'button--secondary'} ${styles.button}`}
            aria-pressed={flagged}
            onClick={() => save({flagged: !flagged, note})}>
            <span aria-hidden="true">⚑ </span>
            {flagged ? (
              <Translate id="marks.flagged">Flagged</Translate>
            ) : (
              <Translate id="marks.flag">Flag</Translate>
            )}
          </button>
        )}
        <button
          type="button"
          className={`button button--sm button--secondary ${styles.button}`}
          aria-expanded={editing}
          onClick={() => {
            setDraft(note);
            setEditing((e) => !e);
          }}>
          {note ? (
            <Translate id="marks.editNote">Edit note</Translate>
          ) : (
            <Translate id="marks.addNote">Add a note</Translate>
          )}
        </button>
      </div>
      {note && !editing && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>
            <Translate id="marks.yourNote">Your note:</Translate>
          </span>{' '}
          {note}
        </p>
      )}
      {editing && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save({flagged, note: draft.trim()});
            setEditing(false);
          }}>
          <label htmlFor={noteId}>
            <Translate id="marks.noteLabel">Note (only you see it)</Translate>
          </label>
          <textarea
            id={noteId}
            ref={box}
            rows={3}
            maxLength={LIMITS.marks.noteMax}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <span className={styles.count}>
            <Translate id="marks.noteCount" values={{n: draft.length, max: LIMITS.marks.noteMax}}>
              {'{n} of {max} characters'}
            </Translate>
          </span>
          <div className={styles.buttons}>
            <button type="submit" className={`button button--sm button--primary ${styles.button}`}>
              <Translate id="marks.saveNote">Save note</Translate>
            </button>
            <button
              type="button"
              className={`button button--sm button--secondary ${styles.button}`}
              onClick={() => setEditing(false)}>
              <Translate id="marks.cancel">Cancel</Translate>
            </button>
          </div>
        </form>
      )}
      <p className={styles.status} role="status">
        {error ?? (touched ? <SaveText save={state.save} signedIn={state.signedIn} /> : null)}
      </p>
    </div>
  );
}
