/**
 * Flags and notes on reviewer sections: the small "Flag or note a section"
 * button under every docs page with headings. Its panel and the marks store
 * load only when asked (./SectionNote), so a docs page's first load carries
 * nothing more than the button.
 */
export {default as SectionNote} from './SectionNote';
;
