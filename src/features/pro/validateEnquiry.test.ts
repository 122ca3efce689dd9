import {validateEnquiry} from './validateEnquiry';

const good = {name: ' Liza ', organisation: 'Harbour Review', seats: '40', message: ''};

describe('validateEnquiry', () => {
  it('trims and turns seats into a whole number', () => {
    expect(validateEnquiry(good)).toEqual({
      ok: true,
      input: {name: 'Liza', organisation: 'Harbour Review', seats: 40, message: ''},
    });
  });

  it('names each problem by field, within the rules in firestore.rules', () => {
    expect(validateEnquiry({...good, name: '', seats: '2.5', organisation: 'x'.repeat(201)})).toEqual({
      ok: false,
      problems: {name: 'required', seats: 'seats', organisation: 'tooLong'},
    });
    expect(validateEnquiry({...good, seats: '10001'})).toMatchObject({ok: false, problems: {seats: 'seats'}});
    expect(validateEnquiry({...good, seats: '0'})).toMatchObject({ok: false, problems: {seats: 'seats'}});
    expect(validateEnquiry({...good, message: 'x'.repeat(4001)})).toMatchObject({ok: false, problems: {message: 'tooLong'}});
  });

  it('asks for no email: the reply goes to the account’s verified address, which the rules require', () => {
    const result = validateEnquiry(good);
    expect(result.ok && 'email' in result.input).toBe(false);
  });
});
