import {DATA_FILES, fetchDataFile} from '@site/src/config/dataFiles';
import type {ItemInfo, Subject} from '@site/src/domain/readiness';

const DIFFICULTIES = new Set(['easy', 'medium', 'hard']);
const LEVELS = new Set(['recall', 'application', 'analysis']);

/** One row of the readiness item index (plugins/data-files), or null when it does not fit. */
function itemFromRow(row: unknown): ItemInfo | null {
  if (!Array.isArray(row) || row.length !== 6) return null;
  const [id, subject, topic, difficulty, level, guess] = row as unknown[];
  if (typeof id !== 'string' || typeof topic !== 'string' || typeof guess !== 'number') return null;
  if (subject !== 1 && subject !== 2 && subject !== 3 && subject !== 4) return null;
  if (typeof difficulty !== 'string' || !DIFFICULTIES.has(difficulty)) return null;
  if (typeof level !== 'string' || !LEVELS.has(level)) return null;
  if (!(guess >= 0 && guess < 1)) return null;
  return {
    id,
    subject: subject as Subject,
    topic,
    difficulty: difficulty as ItemInfo['difficulty'],
    level: level as ItemInfo['level'],
    guess,
  };
}

let loading: Promise<ItemInfo[]> | null = null;

/**
 * What the model needs of every free item (a few KB: no question text), once
 * per page. Rows that do not fit are skipped. A failed download is retried on
 * the next call.
 */
export function loadReadinessItems(): Promise<ItemInfo[]> {
  if (!loading) {
    loading = fetchDataFile<unknown>(DATA_FILES.readiness).then((rows) =>
      (Array.isArray(rows) ? rows : []).map(itemFromRow).filter((i): i is ItemInfo => i !== null),
    );
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
