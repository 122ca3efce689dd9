import {checkReceipt, detectReceiptType, formatFileSize, MAX_RECEIPT_BYTES} from './receipt';
import {checkReference} from './reference';

const bytes = (...values: (number | string)[]): Uint8Array =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectReceiptType', () => {
  it('knows PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectReceiptType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectReceiptType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectReceiptType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(detectReceiptType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  it('refuses a Windows program, a RIFF that is not WebP, and text', () => {
    expect(detectReceiptType(bytes('MZ', 0x90, 0))).toBeNull();
    expect(detectReceiptType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectReceiptType(bytes('hello'))).toBeNull();
    expect(detectReceiptType(bytes(0x89, 'PN'))).toBeNull();
  });
});

describe('checkReceipt', () => {
  const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
  it('accepts a PNG of exactly 5 MB and gives its real type', () => {
    expect(checkReceipt({size: MAX_RECEIPT_BYTES}, png)).toEqual({ok: true, contentType: 'image/png'});
  });
  it('names each problem', () => {
    expect(checkReceipt(null, null)).toEqual({ok: false, problem: 'missing'});
    expect(checkReceipt({size: 0}, png)).toEqual({ok: false, problem: 'empty'});
    expect(checkReceipt({size: MAX_RECEIPT_BYTES + 1}, png)).toEqual({ok: false, problem: 'too-large'});
    expect(checkReceipt({size: 100}, bytes('MZ'))).toEqual({ok: false, problem: 'unsupported'});
  });
  it('formats sizes', () => {
    expect(formatFileSize(6 * 1024 * 1024)).toBe('6.0 MB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    // A byte over the limit never reads as the limit itself.
    expect(formatFileSize(MAX_RECEIPT_BYTES + 1, MAX_RECEIPT_BYTES)).not.toBe(formatFileSize(MAX_RECEIPT_BYTES));
    expect(formatFileSize(MAX_RECEIPT_BYTES + 1, MAX_RECEIPT_BYTES)).toBe('5,242,881 bytes');
    expect(formatFileSize(5.3 * 1024 * 1024, MAX_RECEIPT_BYTES)).toBe('5.3 MB');
  });
});

describe('checkReference', () => {
  it('takes a 13-digit GCash reference, ignoring spaces', () => {
    expect(checkReference('gcash', '1234 567 890123')).toEqual({ok: true, value: '1234567890123'});
    expect(checkReference('gcash', '123456789012')).toEqual({ok: false, problem: 'format'});
    expect(checkReference('gcash', '12345678901ab')).toEqual({ok: false, problem: 'format'});
  });
  it('takes a 12-character Maya reference', () => {
    expect(checkReference('maya', 'AB12cd34EF56')).toEqual({ok: true, value: 'AB12cd34EF56'});
    expect(checkReference('maya', 'AB12-CD34-EF')).toEqual({ok: false, problem: 'format'});
  });
  it('takes 6 to 30 letters, digits or hyphens for a bank transfer', () => {
    expect(checkReference('bank', 'FT-2025-0001')).toEqual({ok: true, value: 'FT-2025-0001'});
    expect(checkReference('bank', '12345')).toEqual({ok: false, problem: 'format'});
    expect(checkReference('bank', 'A'.repeat(31))).toEqual({ok: false, problem: 'format'});
    expect(checkReference('bank', 'FT/2025')).toEqual({ok: false, problem: 'format'});
  });
  it('asks for a missing reference', () => {
    expect(checkReference('bank', '   ')).toEqual({ok: false, problem: 'missing'});
  });
});
