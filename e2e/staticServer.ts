import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';

/** A built site served the way Firebase Hosting serves it (clean URLs, no trailing slash). */
export interface StaticServer {
  readonly origin: string;
  /** Serves another folder from now on, at the same origin (a deploy). */
  serve(dir: string): void;
  close(): Promise<void>;
}

interface HostingHeaders {
  readonly source: string;
  readonly headers: readonly {key: string; value: string}[];
}

/** The `hosting.headers` of firebase.json, for a server that applies them as the host does. */
export function firebaseHeaders(): HostingHeaders[] {
  const config = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'firebase.json'), 'utf8')) as {
    hosting: {headers: HostingHeaders[]};
  };
  return config.hosting.headers;
}

/** Starts a server on `port` (0: any free port) for `dir`, with `headers` (firebase.json's form) if given. */
export async function startStaticServer(
  dir: string,
  port = 0,
  headers: HostingHeaders[] = [],
): Promise<StaticServer> {
  let root = dir;
  const server = http.createServer((req, res) => {
    void handler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      headers: headers.map((h) => ({source: h.source, headers: h.headers.map((x) => ({...x}))})),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: bound} = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    serve(next: string) {
      root = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
