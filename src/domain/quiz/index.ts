/**
 * The quiz, the pure part: the question-bank schema and subjects, the table of
 * specifications (specTable.ts: each subject's parts, weights and topics), the
 * topics, the bank checks (validation, quality figures, answer-cue checks) and
 * the diagnostic test's fixed set, a finished attempt's data (attempt.ts) and the
 * quiz engine (engine/: selection, marking, results, the pass rule, exam state). No React, no I/O: the build (plugins/quiz-banks),
 * `npm run check:bank` and the quiz UI (src/features/quiz) all use these.
 */
export * from './attempt';
export * from './bankIssues';
export * from './cueCheck';
export * from './cueFeatures';
export * from './cueModel';
export * from './diagnostic';
export * from './engine';
export * from './quality';
export * from './schema';
export * from './specTable';
export * from './topics';
export * from './validateBanks';
