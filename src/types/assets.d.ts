// Module types for the asset imports the bundler handles (see plugins/premium-assets).

/** A text file's contents, as a string (`?raw`). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

/** Video captions as text (`?raw`). */
declare module '*.vtt?raw' {
  const text: string;
  export default text;
}

/** A video file's URL in the build. */
declare module '*.webm' {
  const url: string;
  export default url;
}
