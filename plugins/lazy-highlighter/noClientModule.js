// Stands in for the classic theme's prism-include-languages client module
// (see index.ts): the highlighter loads with the first code block instead.
export {};
