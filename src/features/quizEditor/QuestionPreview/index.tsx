import {memo, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  Feedback,
  QuestionCard,
  QuizText,
  choiceLetter,
  choicesOf,
  questionSchema,
} from '@site/src/features/quiz';
import {toQuestionData, type EditorQuestion} from '../bankModel';
import styles from './styles.module.css';

interface Props {
  readonly question: EditorQuestion;
  readonly index: number;
  readonly total: number;
}

/**
 * The question as candidates see it, with the same components the quiz uses:
 * the card, then the feedback shown after answering. An incomplete question
 * shows its text through the same renderer until it is valid.
 */
function QuestionPreview({question, index, total}: Props): ReactNode {
  const parsed = questionSchema.safeParse(toQuestionData(question));
  return (
    <section
      className={styles.preview}
      aria-label={translate({id: 'quizEditor.preview.label', message: 'Preview'})}>
      {parsed.success ? (
        <>
          <QuestionCard question={parsed.data} index={index} total={total}>
            {choicesOf(parsed.data).length > 0 && (
              <ol className={styles.choices}>
                {choicesOf(parsed.data).map((c, i) => (
                  <li key={c.id}>
                    <span aria-hidden="true">{choiceLetter(i)}. </span>
                    {c.text}
                  </li>
                ))}
              </ol>
            )}
          </QuestionCard>
          <Feedback question={parsed.data} order={[]} response={null} />
        </>
      ) : (
        <>
          <p className={styles.incomplete}>
            <Translate id="quizEditor.preview.incomplete">
              The question is not complete yet; its text is shown as it will render.
            </Translate>
          </p>
          <QuizText markdown={question.prompt} />
          {question.type === 'numeric' || question.type === 'classification' ? (
            <QuizText markdown={question.explanation} />
          ) : (
            question.choices.map((c, i) => (
              <div key={c.id} className={styles.choice}>
                <strong>
                  {choiceLetter(i)}. {c.text}
                </strong>
                <QuizText markdown={c.explanation} />
              </div>
            ))
          )}
          <QuizText markdown={question.takeaway} />
        </>
      )}
    </section>
  );
}

/** Drawn again only when the question it shows changes, not on every edit elsewhere in the editor. */
export default memo(QuestionPreview);
