import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Backend} from '@site/src/backend/types';
import {withDetectedType} from '@site/src/lib/receiptType';
import styles from './styles.module.css';

interface Props {
  readonly backend: Backend;
  readonly path: string;
  readonly email: string;
}

type Loaded = {kind: 'loading'} | {kind: 'failed'} | {kind: 'ready'; url: string; isPdf: boolean};

/** Loads one receipt (through the backend, so the rules apply) and shows it. */
export default function ReceiptViewer({backend, path, email}: Props): ReactNode {
  const [state, setState] = useState<Loaded>({kind: 'loading'});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let url: string | null = null;
    let active = true;
    // Opened as the type its bytes show, whatever the store or the file name says,
    // so a PDF named '.html' opens as a PDF and no markup ever runs from a receipt.
    backend.payments
      .getReceipt(path)
      .then(async (blob) => {
        const typed = await withDetectedType(blob);
        if (!typed) throw new Error('The receipt is not a PNG, JPEG, WebP or PDF file.');
        return typed;
      })
      .then(
        (blob) => {
          if (!active) return;
          url = URL.createObjectURL(blob);
          setState({kind: 'ready', url, isPdf: blob.type === 'application/pdf'});
        },
        (error: unknown) => {
          console.warn('Could not load the receipt', error);
          if (active) setState({kind: 'failed'});
        },
      );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [backend, path, attempt]);

  if (state.kind === 'loading') {
    return (
      <p role="status">
        <Translate id="admin.receipt.loading">Loading the receipt...</Translate>
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="alert alert--danger" role="alert">
        <Translate id="admin.receipt.failed">The receipt could not be loaded.</Translate>{' '}
        <button
          type="button"
          className="button button--sm button--danger"
          onClick={() => {
            setState({kind: 'loading'});
            setAttempt((n) => n + 1);
          }}>
          <Translate id="admin.retry">Retry</Translate>
        </button>
      </p>
    );
  }
  if (state.isPdf) {
    return (
      <p>
        {/* A blob: URL of the PDF; the hosting CSP allows no frame or object for it. */}
        <Link href={state.url} target="_blank" rel="noopener noreferrer">
          <Translate id="admin.receipt.openPdf">Open the PDF receipt in a new tab</Translate>
        </Link>
      </p>
    );
  }
  return (
    <img
      className={styles.receipt}
      src={state.url}
      alt={translate({id: 'admin.receipt.alt', message: 'Receipt sent by {email}'}, {email})}
    />
  );
}
