import {afterEach} from 'vitest';

// Every test starts from empty browser storage (the jsdom ones; a Node test has none).
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
