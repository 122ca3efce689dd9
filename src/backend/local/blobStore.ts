/**
 * Where the local backend keeps receipts: IndexedDB in a browser (it holds
 * Blobs natively and far more than localStorage's few megabytes), a Map in
 * tests. Keys are storage paths such as `receipts/{uid}/{file}`.
 */
export interface BlobStore {
  put(path: string, blob: Blob): Promise<void>;
  /** null when nothing is stored at `path`. */
  get(path: string): Promise<Blob | null>;
  delete(path: string): Promise<void>;
}

const DB_NAME = 'pcs-local-files';
const STORE = 'files';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** A BlobStore over this browser's IndexedDB. */
export function indexedDbBlobStore(factory: IDBFactory = indexedDB): BlobStore {
  let opening: Promise<IDBDatabase> | null = null;
  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        opening = null;
        reject(req.error ?? new Error('IndexedDB could not be opened'));
      };
    });
    return opening;
  }
  async function run<T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await open();
    const tx = db.transaction(STORE, mode);
    const result = await request(call(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  }
  return {
    async put(path, blob) {
      await run('readwrite', (s) => s.put(blob, path));
    },
    async get(path) {
      const value: unknown = await run('readonly', (s) => s.get(path));
      return value instanceof Blob ? value : null;
    },
    async delete(path) {
      await run('readwrite', (s) => s.delete(path));
    },
  };
}

/** A BlobStore in memory (tests, or a browser without IndexedDB). */
export function memoryBlobStore(): BlobStore {
  const files = new Map<string, Blob>();
  return {
    put: (path, blob) => {
      files.set(path, blob);
      return Promise.resolve();
    },
    get: (path) => Promise.resolve(files.get(path) ?? null),
    delete: (path) => {
      files.delete(path);
      return Promise.resolve();
    },
  };
}
