/** Types of emulatorNotice.mjs, for the TypeScript tests that print the same notice. */
export declare const REQUIRED_JAVA: number;
export declare function javaMajorVersion(): number | null;
export declare function notRunMessage(what: string, npmScript: string, command: string, java?: number | null): string;
