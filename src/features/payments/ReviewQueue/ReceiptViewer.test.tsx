import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {fakeBackend} from '@site/test/fakeBackend';
import ReceiptViewer from './ReceiptViewer';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
  type: 'text/html',
});
const PDF = new Blob(['%PDF-1.7 receipt'], {type: 'image/png'});

function setup(getReceipt: (path: string) => Promise<Blob>) {
  const created: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created.push(`blob:receipt-${created.length}`);
    return created.at(-1) ?? '';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const backend = fakeBackend({premiumTier: {payments: {getReceipt: vi.fn(getReceipt)}}});
  const view = render(
    <ReceiptViewer backend={backend} path="receipts/uid-ana/1.png" email="ana@example.com" />,
  );
  return {...view, created, revoke};
}

describe('ReceiptViewer', () => {
  it('shows an image receipt by the type its bytes show, and frees it when closed', async () => {
    const {unmount, revoke} = setup(() => Promise.resolve(PNG));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the receipt...');
    const image = await screen.findByRole('img', {name: 'Receipt sent by ana@example.com'});
    expect(image).toHaveAttribute('src', 'blob:receipt-0');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:receipt-0');
  });

  it('offers a PDF as a link, whatever it was labelled', async () => {
    setup(() => Promise.resolve(PDF));
    expect(await screen.findByRole('link', {name: 'Open the PDF receipt in a new tab'})).toHaveAttribute(
      'href',
      'blob:receipt-0',
    );
  });

  it('says the receipt could not be loaded, and Retry loads it', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(PNG)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be loaded.');
    await userEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('img', {name: 'Receipt sent by ana@example.com'})).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses bytes that are no receipt type, as a failure', async () => {
    setup(() => Promise.resolve(new Blob(['<script>alert(1)</script>'], {type: 'image/png'})));
    expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be loaded.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
