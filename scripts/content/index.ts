/**
 * The content check (CONTENT_GUIDE.md, "The content check"): its public API. The command is
 * scripts/check-content.mjs, which loads this module with scripts/lib/loadTs.mjs.
 *
 *   frontMatter.ts  front matter and blog/*.yml, read with `yaml`
 *   markdown.ts     bodies parsed with mdast-util-from-markdown (GFM, directives, MDX), sections
 *   segments.ts     the plain-text segments the amounts and copy checks read
 *   page.ts         a page read once; the "Sources" rule
 *   docPage.ts      the page format of a doc
 *   blog.ts         posts and the blog as a whole
 *   citations.ts    CMTA section links and citations
 *   facts.ts        the confirmed amounts (data); factCheck.ts reads pages with them
 *   copies.ts       copied text against the reference fingerprint
 *   repo.ts         every check on a repository folder
 */
export {checkBlogCollection, checkBlogPost} from './blog';
export {checkCitations, findCmtaCitations, findNavigatorLinks} from './citations';
export {allowedRuns, cmtaDataSegments, findCopiedRuns, jsonSegments, officialNames} from './copies';
export {
  MIN_CHECK_YOURSELF,
  MIN_EXPLANATION_WORDS,
  MIN_SHORT_PAGE_WORDS,
  SHORT_PAGES,
  checkDocPage,
  lastReviewed,
} from './docPage';
export {checkFacts, factStatements, sentences} from './factCheck';
export {FACTS, type Fact} from './facts';
export {parseFrontMatter, parseYamlMap} from './frontMatter';
export {countWords, h2Sections, parseMarkdown, stripInline} from './markdown';
export {pageSegments, readPage} from './page';
export {REPO_ROOT, checkRepo} from './repo';
export {type Segment, markdownSegments} from './segments';
