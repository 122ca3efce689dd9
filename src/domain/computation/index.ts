/**
 * Duty-and-tax computation for CBLE practical computations, the pure part: the
 * engine with exact decimal money, the rate sets as data (one table per
 * issuance: CAO 02-2024, and CAO 1-2001's brokerage fees), the
 * practice-problem generator and checker, and the valuation drills. No React,
 * no I/O: the calculator, practice and drill UI live in src/features/computation.
 */
export * from './engine';
export * from './format';
export * from './messageTemplates';
export * from './parsedRateSet';
export * from './practice';
export * from './practiceCheck';
export * from './practiceScenarioSchema';
export * from './rateSets';
export * from './types';
export * from './validate';
export * from './valuationDrills';
export * from './valuationDrillSchema';
