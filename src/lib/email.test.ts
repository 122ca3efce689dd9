import {EMAIL_MAX_LENGTH, isEmailAddress} from './email';

describe('isEmailAddress', () => {
  it.each(['juan@example.com', 'j.dela.cruz+cble@mail.example.ph'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'juan', 'juan@', '@example.com', 'juan@example', 'juan @example.com', 'a@b@example.com', ' juan@example.com'])(
    'refuses %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters, however it is shaped', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 5)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
    expect(isEmailAddress(`${'x'.repeat(100_000)}@example.com`)).toBe(false);
  });
});
