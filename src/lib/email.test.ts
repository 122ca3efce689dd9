import {isEmailAddress} from './email';

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
});
