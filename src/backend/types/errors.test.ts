import {BackendError, ERROR_CODES, isBackendError} from './errors';

describe('BackendError', () => {
  it('carries the service and one of its codes, and tells services apart', () => {
    const error: unknown = new BackendError('payment', 'changed');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({name: 'BackendError', service: 'payment', code: 'changed', message: 'changed'});
    expect(isBackendError(error, 'payment')).toBe(true);
    expect(isBackendError(error, 'premium')).toBe(false);
    expect(isBackendError(new Error('changed'), 'payment')).toBe(false);
  });

  it('lists each code once per service', () => {
    for (const codes of Object.values(ERROR_CODES)) expect(new Set(codes).size).toBe(codes.length);
  });
});
