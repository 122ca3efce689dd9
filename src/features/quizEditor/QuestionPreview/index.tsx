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
/** The longest text the preview renders; past it, the start is shown (issue 25: a 1 MB prompt took seconds to draw). */
const PREVIEW_MAX_CHARS = 20_000;

const clip = (text: string): string =>
  text.length > PREVIEW_MAX_CHARS ? `${text.slice(0, PREVIEW_MAX_CHARS)}…` : text;

/** The question with each long text cut to its start, and whether anything was cut. */
function clipped(question: EditorQuestion): {question: EditorQuestion; cut: boolean} {
  const texts = [question.prompt, question.explanation, question.takeaway, question.caution];
  const cut =
    texts.some((t) => t.length > PREVIEW_MAX_CHARS) ||
    question.choices.some(
      (c) => c.text.length > PREVIEW_MAX_CHARS || c.explanation.length > PREVIEW_MAX_CHARS,
    );
  if (!cut) return {question, cut};
  return {
    cut,
    question: {
      ...question,
      prompt: clip(question.prompt),
      explanation: clip(question.explanation),
      takeaway: clip(question.takeaway),
      caution: clip(question.caution),
      choices: question.choices.map((c) => ({...c, text: clip(c.text), explanation: clip(c.explanation)})),
    },
  };
}

function QuestionPreview({question: full, index, total}: Props): ReactNode {
  const {question, cut} = clipped(full);
  const parsed = questionSchema.safeParse(toQuestionData(question));
  return (
    <section
      className={styles.preview}
      aria-label={translate({id: 'quizEditor.preview.label', message: 'Preview'})}>
      {cut && (
        <p className={styles.incomplete}>
          <Translate
            id="quizEditor.preview.clipped"
            values={{n: PREVIEW_MAX_CHARS.toLocaleString('en')}}
            description="Shown above the quiz editor's preview when a text is too long to preview whole">
            {'A text is very long: the preview shows its first {n} characters.'}
          </Translate>
        </p>
      )}
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
