import {useState} from 'react';
import type {QuizSubject} from '@site/src/backend/types';
import type {BuildSource} from './buildQuiz';

/** The candidate's choices on /build-quiz, kept by the page so they outlive a failed start. */
export interface BuildChoices {
  readonly sources: readonly BuildSource[];
  readonly subjects: readonly QuizSubject[];
  readonly topics: readonly string[];
  readonly count: number;
  readonly mode: 'tutor' | 'exam';
  readonly minutes: number;
  readonly toggleSource: (source: BuildSource) => void;
  /** Ticking or unticking a subject clears the topics (the list shown changes). */
  readonly toggleSubject: (subject: QuizSubject) => void;
  readonly toggleTopic: (topic: string) => void;
  readonly setCount: (count: number) => void;
  readonly setMode: (mode: 'tutor' | 'exam') => void;
  readonly setMinutes: (minutes: number) => void;
}

const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export function useBuildChoices(): BuildChoices {
  const [sources, setSources] = useState<BuildSource[]>([]);
  const [subjects, setSubjects] = useState<QuizSubject[]>([]);
  const [topics, setTopics] = useState<string[]>([]);
  const [count, setCount] = useState(10);
  const [mode, setMode] = useState<'tutor' | 'exam'>('tutor');
  const [minutes, setMinutes] = useState(0);
  return {
    sources,
    subjects,
    topics,
    count,
    mode,
    minutes,
    toggleSource: (s) => setSources((l) => toggled(l, s)),
    toggleSubject: (s) => {
      setSubjects((l) => toggled(l, s));
      setTopics([]);
    },
    toggleTopic: (t) => setTopics((l) => toggled(l, t)),
    setCount,
    setMode,
    setMinutes,
  };
}
