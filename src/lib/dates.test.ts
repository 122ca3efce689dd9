import {dateFormat} from './dates';

describe('dateFormat', () => {
  // 23 Nov 2026, 16:05 UTC = 24 Nov 2026, 00:05 in Manila.
  const when = new Date(Date.UTC(2026, 10, 23, 16, 5));

  it('formats in the given language, not the browser default', () => {
    expect(dateFormat('en-PH').date(when)).toMatch(/Nov/);
    expect(dateFormat('fil-PH').date(when)).toMatch(/Nob/);
  });

  it('uses Philippine time', () => {
    expect(dateFormat('en-PH').date(when)).toMatch(/24/);
    expect(dateFormat('en-PH').dateTime(when)).toMatch(/12:05/);
  });
});
