/**
 * The build's static data files (free question banks, HS explorer data):
 * content-hashed URLs from plugins/data-files. Import this only from code
 * that is itself loaded on demand, so a docs page never carries the map.
 */
import files from '@generated/data-files/default/files.json';
import type {DataFileMap} from './dataFileMap';

export const DATA_FILES: DataFileMap = files;

/** Downloads one data file; a failed download (offline, server error) throws, so callers can offer Retry. */
export async function fetchDataFile<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error('No such data file in this build');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
