import {useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {StudySettings} from '@site/src/backend/types';
import FormField from '@site/src/components/FormField';
import Heading from '@theme/Heading';
import {NEXT_CBLE} from '@site/src/domain/review';
import {LIMITS} from '@site/src/lib/limits';
import {DEFAULT_HOURS_PER_WEEK} from '../study';
import {
  dateFieldValue,
  examAtFromField,
  nextSettings,
  settingsProblems,
  type SettingsProblem,
} from './settingsForm';
import styles from './styles.module.css';

interface Props {
  readonly saved: StudySettings | null;
  readonly onSave: (settings: StudySettings) => Promise<void>;
}

function problemText(problem: SettingsProblem): string {
  switch (problem) {
    case 'date-invalid':
      return translate({id: 'plan.settings.dateInvalid', message: 'Enter the exam date as a full date.'});
    case 'date-past':
      return translate({id: 'plan.settings.datePast', message: 'The exam date must be after today.'});
    case 'date-far':
      return translate({
        id: 'plan.settings.dateFar',
        message: 'The exam date can be at most three years away.',
      });
    case 'hours-invalid':
      return translate(
        {id: 'plan.settings.hoursInvalid', message: 'Enter whole hours from {min} to {max}.'},
        {min: LIMITS.study.hoursPerWeekMin, max: LIMITS.study.hoursPerWeekMax},
      );
  }
}

/** The exam date and hours a week; what is typed stays when it cannot be saved. */
export default function SettingsForm({saved, onSave}: Props): ReactNode {
  const [date, setDate] = useState(() => dateFieldValue(saved?.examAt.getTime() ?? NEXT_CBLE.at));
  const [hours, setHours] = useState(() => String(saved?.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK));
  const [shown, setShown] = useState<ReturnType<typeof settingsProblems> | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const now = Date.now();
    const problems = settingsProblems(date, hours, now);
    setShown(problems);
    const examAt = examAtFromField(date);
    if (problems.date || problems.hours || examAt === null) {
      setState('idle');
      document.getElementById(problems.date ? 'plan-exam-date' : 'plan-hours')?.focus();
      return;
    }
    setState('saving');
    onSave(nextSettings(saved, examAt, Number(hours), now)).then(
      () => setState('saved'),
      () => setState('failed'),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="plan-settings-title">
      <Heading as="h2">
        <span id="plan-settings-title">
          <Translate id="plan.settings.title">Your exam date and study time</Translate>
        </span>
      </Heading>
      {!saved && (
        <p>
          <Translate id="plan.settings.default" values={{label: NEXT_CBLE.label}}>
            {
              'Until you set them: the next CBLE, expected on {label} (not yet announced by PRC), and 7 hours a week.'
            }
          </Translate>
        </p>
      )}
      <div className={styles.fields}>
        <FormField
          id="plan-exam-date"
          label={<Translate id="plan.settings.date">Exam date</Translate>}
          errors={shown?.date ? [problemText(shown.date)] : []}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={styles.input}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setState('idle');
              }}
            />
          )}
        </FormField>
        <FormField
          id="plan-hours"
          label={<Translate id="plan.settings.hours">Hours a week</Translate>}
          hint={
            <Translate id="plan.settings.hoursHint">
              Today’s queue on the Quizzes page is sized to a seventh of this each day.
            </Translate>
          }
          errors={shown?.hours ? [problemText(shown.hours)] : []}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={LIMITS.study.hoursPerWeekMin}
              max={LIMITS.study.hoursPerWeekMax}
              step={1}
              className={styles.input}
              value={hours}
              onChange={(e) => {
                setHours(e.target.value);
                setState('idle');
              }}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="button button--primary" disabled={state === 'saving'}>
        <Translate id="plan.settings.save">Save and re-plan</Translate>
      </button>
      <p role="status" className={styles.saveState}>
        {state === 'saved' && (
          <Translate id="plan.settings.saved">Saved. The plan below and Today’s queue follow it.</Translate>
        )}
        {state === 'failed' && (
          <Translate id="plan.settings.failed">Could not save. Nothing typed is lost: try again.</Translate>
        )}
      </p>
    </form>
  );
}
