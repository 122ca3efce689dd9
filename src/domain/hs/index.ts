/** The HS 2022 nomenclature, the pure part: the data's shape and the code/text search over it. */
export * from './search';
export * from './types';
export * from './location';
