import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Backend} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {withDetectedType} from '@site/src/lib/receiptType';
import styles from './styles.module.css';

interface Props {
  readonly backend: Backend;
  readonly path: string;
  readonly email: string;
}

interface Receipt {
  readonly url: string;
  readonly isPdf: boolean;
}

/**
 * The receipt as a blob: URL, opened as the type its bytes show, whatever the store or the file name
 * says, so a PDF named '.html' opens as a PDF and no markup ever runs from a receipt.
 */
async function loadReceipt(backend: Backend, path: string): Promise<Receipt> {
  const typed = await withDetectedType(await backend.payments.getReceipt(path));
  if (!typed) throw new Error('The receipt is not a PNG, JPEG, WebP or PDF file.');
  return {url: URL.createObjectURL(typed), isPdf: typed.type === 'application/pdf'};
}

const revoke = (receipt: Receipt): void => URL.revokeObjectURL(receipt.url);

/** Loads one receipt (through the backend, so the rules apply) and shows it. */
export default function ReceiptViewer({backend, path, email}: Props): ReactNode {
  const receipt = useAsyncResource(() => loadReceipt(backend, path), [backend, path], {
    dispose: revoke,
    warning: 'Could not load the receipt',
  });

  if (receipt.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="admin.receipt.loading">Loading the receipt...</Translate>
      </StatusMessage>
    );
  }
  if (receipt.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={receipt.retry}>
        <Translate id="admin.receipt.failed">The receipt could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  const {url, isPdf} = receipt.value;
  if (isPdf) {
    return (
      <p>
        {/* A blob: URL of the PDF; the hosting CSP allows no frame or object for it. */}
        <Link href={url} target="_blank" rel="noopener noreferrer">
          <Translate id="admin.receipt.openPdf">Open the PDF receipt in a new tab</Translate>
        </Link>
      </p>
    );
  }
  return (
    <img
      className={styles.receipt}
      src={url}
      alt={translate({id: 'admin.receipt.alt', message: 'Receipt sent by {email}'}, {email})}
    />
  );
}
