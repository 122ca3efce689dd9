import {useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {loadExplorer} from '@site/src/features/hsExplorer';
import {formatHsCode} from '@site/src/lib/hsCode';
import {normaliseHsCode} from '@site/src/domain/quiz';
import AnswerBox from '../AnswerBox';
import styles from './styles.module.css';

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}

type Picker =
  | {readonly kind: 'closed'}
  | {readonly kind: 'loading'}
  | {readonly kind: 'failed'}
  | {readonly kind: 'open'; readonly Explorer: ComponentType<{onPick: (code: string) => void}>};

/** "Browse HS 2022": the explorer in picker mode, loaded on first use, as the book is open in the exam. */
function Browse({
  disabled,
  onPick,
}: {
  readonly disabled: boolean;
  readonly onPick: (code: string) => void;
}): ReactNode {
  const [picker, setPicker] = useState<Picker>({kind: 'closed'});
  const open = (): void => {
    setPicker({kind: 'loading'});
    loadExplorer().then(
      (m) => setPicker({kind: 'open', Explorer: m.default}),
      () => setPicker({kind: 'failed'}),
    );
  };
  if (disabled) return null;
  return (
    <div className={styles.browse}>
      {picker.kind === 'open' ? (
        <>
          <button
            type="button"
            className={clsx('button button--secondary', styles.browseButton)}
            onClick={() => setPicker({kind: 'closed'})}>
            <Translate id="quiz.answer.closeBrowse">Close the nomenclature</Translate>
          </button>
          <picker.Explorer
            onPick={(code) => {
              setPicker({kind: 'closed'});
              onPick(code);
            }}
          />
        </>
      ) : (
        <button
          type="button"
          className={clsx('button button--secondary', styles.browseButton)}
          onClick={open}
          disabled={picker.kind === 'loading'}>
          {picker.kind === 'loading' ? (
            <Translate id="quiz.answer.browseLoading">Loading the nomenclature…</Translate>
          ) : picker.kind === 'failed' ? (
            <Translate id="quiz.answer.browseRetry">Could not load it. Try again</Translate>
          ) : (
            <Translate id="quiz.answer.browse">Browse HS 2022 to find it</Translate>
          )}
        </button>
      )}
    </div>
  );
}

/** A drill's answer box: the HS subheading, typed as 8471.30 or 847130, or picked in the explorer; says plainly what is wrong with it. */
export default function CodeField({value, onChange, disabled = false}: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const code = normaliseHsCode(value);
  const invalid = value.trim() !== '' && code?.length !== 6;
  return (
    <div>
      <AnswerBox
        label={<Translate id="quiz.answer.hsCode">HS subheading (6 digits)</Translate>}
        message={
          !invalid ? (
            <Translate id="quiz.answer.hsCodeHint">
              The heading and the subheading, for example 8471.30.
            </Translate>
          ) : code?.length === 4 ? (
            <Translate id="quiz.answer.hsCodeHeadingOnly">
              That is a heading. Add the two digits of the subheading, for example 8471.30.
            </Translate>
          ) : (
            <Translate id="quiz.answer.hsCodeInvalid">
              Type six digits: four for the heading, two for the subheading, for example 8471.30.
            </Translate>
          )
        }
        invalid={invalid}
        value={value}
        onChange={onChange}
        disabled={disabled}
        inputRef={input}
      />
      <Browse
        disabled={disabled}
        onPick={(code) => {
          onChange(formatHsCode(code));
          input.current?.focus();
        }}
      />
    </div>
  );
}
