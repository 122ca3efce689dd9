import {validateEnquiry} from './validateEnquiry';

const good = {name: ' Liza ', email: 'liza@centre.example', organisation: 'Harbour Review', seats: '40', message: ''};

describe('validateEnquiry', () => {
  it('trims and turns seats into a whole number', () => {
    expect(validateEnquiry(good)).toEqual({
      ok: true,
      input: {name: 'Liza', email: 'liza@centre.example', organisation: 'Harbour Review', seats: 40, message: ''},
    });
  });

  it('names each problem by field, within the rules in firestore.rules', () => {
    expect(validateEnquiry({...good, name: '', email: 'nope', seats: '2.5', organisation: 'x'.repeat(201)})).toEqual({
      ok: false,
      problems: {name: 'required', email: 'email', seats: 'seats', organisation: 'tooLong'},
    });
    expect(validateEnquiry({...good, seats: '10001'})).toMatchObject({ok: false, problems: {seats: 'seats'}});
    expect(validateEnquiry({...good, seats: '0'})).toMatchObject({ok: false, problems: {seats: 'seats'}});
    expect(validateEnquiry({...good, message: 'x'.repeat(4001)})).toMatchObject({ok: false, problems: {message: 'tooLong'}});
  });

  it('refuses an email longer than the rules allow (a 100,000-character address was once accepted)', () => {
    const long = `${'a'.repeat(100_000)}@centre.example`;
    expect(validateEnquiry({...good, email: long})).toMatchObject({ok: false, problems: {email: 'tooLong'}});
    const atLimit = `${'a'.repeat(254 - '@centre.example'.length)}@centre.example`;
    expect(validateEnquiry({...good, email: atLimit})).toMatchObject({ok: true});
  });
});
