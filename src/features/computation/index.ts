/**
 * Duty-and-tax computation, the UI: the calculator, practice problems and
 * valuation drills, each loaded on demand through its Lazy* wrapper (the docs
 * embed these). The engine, rate sets and generators are pure and live in
 * src/domain/computation; messageText turns the engine's messages into the
 * reader's language.
 */
export {default as LazyCalculator} from './LazyCalculator';
export {default as LazyPractice} from './LazyPractice';
export {default as LazyValuationDrill} from './LazyValuationDrill';
;
