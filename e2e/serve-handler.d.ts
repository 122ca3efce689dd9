// The part of serve-handler (a dependency of @docusaurus/core) the e2e static server uses.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  interface Options {
    public?: string;
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    headers?: {source: string; headers: {key: string; value: string}[]}[];
  }
  export default function handler(req: IncomingMessage, res: ServerResponse, options?: Options): Promise<void>;
}
