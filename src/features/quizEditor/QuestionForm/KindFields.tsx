import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  ALL_SUBJECTS,
  LEVELS,
  type Level,
  type SubjectId,
  subjectShort,
  topicName,
  TOPICS,
} from '@site/src/features/quiz';
import type {EditorQuestion} from '../bankModel';
import EditorField from '../EditorField';
import {difficultyName, levelName, typeName} from './optionNames';
import TextField from './TextField';
import styles from './styles.module.css';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const TYPES = ['single', 'multiple', 'numeric'] as const;

interface Props {
  readonly idPrefix: string;
  readonly question: EditorQuestion;
  readonly errorsFor: (field: string) => string[];
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

/** What kind of question it is: its id, type, subject, topic, difficulty and cognitive level. */
export default function KindFields({idPrefix: id, question, errorsFor, onChange}: Props): ReactNode {
  return (
    <>
      <div className={styles.grid}>
        <TextField
          idPrefix={id}
          question={question}
          field="id"
          label={translate({id: 'quizEditor.questionId', message: 'Question id (kebab-case)'})}
          errors={errorsFor('id')}
          onChange={onChange}
        />
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
                  {difficultyName(d)}
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
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelName(l)}
              </option>
            ))}
          </select>
        )}
      </EditorField>
    </>
  );
}
