/** The git banks that ship with the site (one per topic), loaded on demand for the editor's read-only list. */
import {DATA_FILES, fetchDataFile} from '@site/src/config/dataFiles';
import {bankSchema, type QuestionBank, TOPICS} from '@site/src/features/quiz';

export async function loadBuiltInBanks(): Promise<QuestionBank[]> {
  const banks = await Promise.all(
    TOPICS.map((t) => fetchDataFile<unknown>(DATA_FILES.banks[`${t.subject}/${t.slug}`])),
  );
  return banks.map((bank) => bankSchema.parse(bank));
}
