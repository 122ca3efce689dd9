import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  LEVELS,
  type Level,
  type SubjectId,
  ALL_SUBJECTS,
  subjectShort,
  topicName,
  TOPICS,
} from '@site/src/features/quiz';
import type {BankIssue, EditorQuestion} from '../bankModel';
import ChoiceFields from './ChoiceFields';
import EditorField from '../EditorField';
import {useErrorsShown} from '../EditorField/errorsShown';
import styles from './styles.module.css';

interface Props {
  readonly question: EditorQuestion;
  readonly index: number;
  /** The bank's problems; those of this question show beside their fields. */
  readonly issues: readonly BankIssue[];
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const TYPES = ['single', 'multiple', 'numeric'] as const;
const LEVEL_OPTIONS = LEVELS;

function typeName(type: EditorQuestion['type']): string {
  switch (type) {
    case 'single':
      return translate({id: 'quizEditor.type.single', message: 'One correct answer'});
    case 'multiple':
      return translate({id: 'quizEditor.type.multiple', message: 'Several correct answers'});
    case 'numeric':
      return translate({id: 'quizEditor.type.numeric', message: 'Numeric answer'});
    case 'classification':
      return translate({id: 'quizEditor.type.classification', message: 'Classification drill (HS code)'});
  }
}

function levelName(level: Level): string {
  switch (level) {
    case 'recall':
      return translate({
        id: 'quizEditor.level.recall',
        message: 'Recall: states a rule, number or definition',
      });
    case 'application':
      return translate({
        id: 'quizEditor.level.application',
        message: 'Application: applies a rule to a situation',
      });
    case 'analysis':
      return translate({id: 'quizEditor.level.analysis', message: 'Analysis: weighs several facts or rules'});
  }
}

/** Every field of one question, with its problems shown as you type. */
export default function QuestionForm({question, index, issues, onChange}: Props): ReactNode {
  const id = useId();
  const shownAll = useErrorsShown().all;
  const mine = issues.filter((i) => i.question === index);
  const errorsFor = (field: string): string[] => mine.filter((i) => i.field === field).map((i) => i.message);
  const text = (
    field:
      | 'id'
      | 'prompt'
      | 'takeaway'
      | 'numericAnswer'
      | 'tolerance'
      | 'unit'
      | 'explanation'
      | 'caution'
      | 'code',
    label: string,
    schemaField: string,
    multiline = false,
  ): ReactNode => (
    <EditorField id={`${id}-${field}`} label={label} errors={errorsFor(schemaField)}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            value={question[field]}
            onChange={(e) => onChange({[field]: e.target.value})}
          />
        ) : (
          <input {...control} value={question[field]} onChange={(e) => onChange({[field]: e.target.value})} />
        )
      }
    </EditorField>
  );
  return (
    <div className={styles.form}>
      <div className={styles.grid}>
        {text('id', translate({id: 'quizEditor.questionId', message: 'Question id (kebab-case)'}), 'id')}
        <EditorField id={`${id}-type`} label={translate({id: 'quizEditor.type', message: 'Type'})}>
          {(control) => (
            <select
              {...control}
              value={question.type}
              onChange={(e) => {
                const type = e.target.value as EditorQuestion['type'];
                onChange(type === 'single' ? {type, correct: question.correct.slice(0, 1)} : {type});
              }}>
              {(question.type === 'classification' ? [...TYPES, 'classification' as const] : TYPES).map(
                (t) => (
                  <option key={t} value={t}>
                    {typeName(t)}
                  </option>
                ),
              )}
            </select>
          )}
        </EditorField>
        <EditorField
          id={`${id}-subject`}
          label={translate({id: 'quizEditor.subject', message: 'Subject'})}
          errors={errorsFor('subject')}>
          {(control) => (
            <select
              {...control}
              value={question.subject}
              onChange={(e) => {
                const subject = Number(e.target.value) as SubjectId;
                onChange({subject, topic: TOPICS.find((t) => t.subject === subject)?.label ?? ''});
              }}>
              {ALL_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {subjectShort(s)}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorField
          id={`${id}-topic`}
          label={translate({id: 'quizEditor.topic', message: 'Topic'})}
          errors={errorsFor('topic')}>
          {(control) => (
            <select {...control} value={question.topic} onChange={(e) => onChange({topic: e.target.value})}>
              {TOPICS.filter((t) => t.subject === question.subject).map((t) => (
                <option key={t.label} value={t.label}>
                  {topicName(t.label)}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorField
          id={`${id}-difficulty`}
          label={translate({id: 'quizEditor.difficulty', message: 'Difficulty'})}>
          {(control) => (
            <select
              {...control}
              value={question.difficulty}
              onChange={(e) => onChange({difficulty: e.target.value as EditorQuestion['difficulty']})}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {d === 'easy'
                    ? translate({id: 'quizEditor.easy', message: 'Easy'})
                    : d === 'medium'
                      ? translate({id: 'quizEditor.medium', message: 'Medium'})
                      : translate({id: 'quizEditor.hard', message: 'Hard'})}
                </option>
              ))}
            </select>
          )}
        </EditorField>
      </div>
      <EditorField
        id={`${id}-level`}
        label={translate({id: 'quizEditor.level', message: 'Cognitive level'})}
        errors={errorsFor('level')}>
        {(control) => (
          <select
            {...control}
            value={question.level}
            onChange={(e) => onChange({level: e.target.value as Level})}>
            {LEVEL_OPTIONS.map((l) => (
              <option key={l} value={l}>
                {levelName(l)}
              </option>
            ))}
          </select>
        )}
      </EditorField>
      {text('prompt', translate({id: 'quizEditor.prompt', message: 'Prompt (markdown)'}), 'prompt', true)}
      {question.type === 'classification' ? (
        <>
          {text(
            'code',
            translate({id: 'quizEditor.code', message: 'Answer: HS subheading (6 digits)'}),
            'answer',
          )}
          <p className={styles.note}>
            <Translate id="quizEditor.drillNote">
              A drill's reasoning steps and wrong paths are kept as imported; change them in the bank's JSON
              and import it again.
            </Translate>
          </p>
        </>
      ) : question.type === 'numeric' ? (
        <div className={styles.grid}>
          {text(
            'numericAnswer',
            translate({id: 'quizEditor.numericAnswer', message: 'Exact answer (decimal)'}),
            'answer',
          )}
          {text(
            'tolerance',
            translate({id: 'quizEditor.tolerance', message: 'Accepted difference'}),
            'tolerance',
          )}
          {text('unit', translate({id: 'quizEditor.unit', message: 'Unit (e.g. PHP), optional'}), 'unit')}
        </div>
      ) : (
        <ChoiceFields idPrefix={id} question={question} errorsFor={errorsFor} onChange={onChange} />
      )}
      {question.type === 'numeric' &&
        text(
          'explanation',
          translate({id: 'quizEditor.worked', message: 'Worked solution (markdown)'}),
          'explanation',
          true,
        )}
      {text(
        'takeaway',
        translate({id: 'quizEditor.takeaway', message: 'Takeaway (markdown)'}),
        'takeaway',
        true,
      )}
      {text(
        'caution',
        translate({
          id: 'quizEditor.caution',
          message: 'Caution shown with the item (when a fact rests on a secondary source), optional',
        }),
        'caution',
        true,
      )}
      <EditorField
        id={`${id}-references`}
        label={translate({id: 'quizEditor.references', message: 'References, one per line'})}
        errors={errorsFor('references')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={question.references.join('\n')}
            onChange={(e) => onChange({references: e.target.value.split('\n')})}
          />
        )}
      </EditorField>
      {shownAll && mine.some((i) => i.field === '') && (
        <p className={styles.errors}>
          <Translate id="quizEditor.questionInvalid">This question is not valid yet.</Translate>
        </p>
      )}
    </div>
  );
}
