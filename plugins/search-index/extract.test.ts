import {tokenize} from './html';
import {extractPage} from './extract';

/** A doc page the way the minified build writes it (unquoted attributes, no </p> or </li>). */
const DOC_PAGE = `<!doctype html><html lang=en class="docs-doc-page"><head><title>Fees | Site</title>
<script>window.x = "<div class=markdown>not content</div>"</script><style>.a{}</style></head><body>
<nav class=navbar><a href=/>Home</a></nav>
<article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><ul><li>Start<li>Fees</ul></nav>
<div class="theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Fees and charges</h1></header>
<p>Intro with <strong>bold</strong> words &amp; an entity.<p>Second paragraph
<h2 class="anchor x" id=bank-charge>Bank charge<a href=#bank-charge class=hash-link aria-label="Direct link" translate=no>&#8203;</a></h2>
<ul><li>One eighth of one percent<li>On <em>letters</em> of credit</ul>
<div class="theme-admonition"><div><svg viewBox="0 0 1 1"><path d=M0 /></svg>tip</div><div><p>Round to the centavo.</div></div>
<h3 id=when-it-applies>When it applies<a href=#when-it-applies class=hash-link>#</a></h3>
<table><tr><td>L/C<td>0.125%</table>
<div data-premium><p>SECRET premium body<h3 id=premium-only>Premium heading</h3><p>More secret</div>
<p>After the premium block.
<h4 id=sec-423>Sec. 423 — De Minimis</h4><p>Gist of the section.<br/>Next line.
<details class="details alert"><summary>1. What is the fee?</summary><div><div><p><strong>Answer:</strong> ANSWER TEXT</div></div></details>
<p>Text after the quiz.
<h5 id=deep>Deep heading</h5><p>Deep text.
</div><footer class=theme-doc-footer><a href=/edit>Edit this page</a></footer></article>
<footer class=footer>Copyright</footer></body></html>`;

describe('extractPage', () => {
  const page = extractPage(DOC_PAGE);

  it('reads only the article body: no navbar, breadcrumbs, title, TOC, footer or scripts', () => {
    const all = [page.text, ...page.sections.flatMap((s) => [s.heading, s.text])].join(' ');
    for (const outside of ['Home', 'Start', 'Fees and charges', 'On this page', 'Edit this page', 'Copyright', 'not content']) {
      expect(all).not.toContain(outside);
    }
    expect(page.foundContent).toBe(true);
  });

  it('keeps the text before the first heading as the page text, with entities decoded and spaces collapsed', () => {
    expect(page.text).toBe('Intro with bold words & an entity. Second paragraph');
  });

  it('makes one section per h2, h3 and h4 with an id, without the "#" link', () => {
    expect(page.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['bank-charge', 'Bank charge'],
      ['when-it-applies', 'When it applies'],
      ['sec-423', 'Sec. 423 — De Minimis'],
    ]);
    expect(page.sections[0]?.text).toBe('One eighth of one percent On letters of credit tip Round to the centavo.');
  });

  it('leaves out everything marked data-premium, headings included', () => {
    const json = JSON.stringify(page);
    expect(json).not.toContain('SECRET');
    expect(json).not.toContain('More secret');
    expect(json).not.toContain('premium-only');
    expect(page.sections[1]?.text).toBe('L/C 0.125% After the premium block.');
  });

  it('reads the summary of a <details> block but not the hidden answer', () => {
    const sec = page.sections[2]?.text ?? '';
    expect(sec).toContain('1. What is the fee?');
    expect(sec).not.toContain('ANSWER TEXT');
    expect(sec).toContain('Text after the quiz.');
  });

  it('keeps h5 headings and below inside the section above them', () => {
    expect(page.sections[2]?.text).toContain('Deep heading Deep text.');
    expect(page.sections[2]?.text).toContain('Gist of the section. Next line.');
  });

  it('leaves out data-search-exclude too, and skips the rest of the article if a premium block never closes', () => {
    const html = `<div class=markdown><p>Kept<div data-search-exclude>Dropped</div><p>Also kept<section data-premium><p>Hidden<h2 id=x>X</h2><p>tail</div>`;
    const p = extractPage(html);
    expect(p.text).toBe('Kept Also kept');
    expect(p.sections).toEqual([]);
  });

  it('says when a page has no article body', () => {
    expect(extractPage('<html><body><p>Nothing here</p></body></html>').foundContent).toBe(false);
  });
});

describe('tokenize', () => {
  it('reads quoted, unquoted and bare attributes', () => {
    const [tag] = tokenize(`<a href=/docs/x?a=1 class="one two" data-flag title='it&#39;s' hidden>`);
    expect(tag).toMatchObject({type: 'start', name: 'a'});
    expect(tag?.type === 'start' && Object.fromEntries(tag.attrs)).toEqual({
      href: '/docs/x?a=1',
      class: 'one two',
      'data-flag': '',
      title: "it's",
      hidden: '',
    });
  });

  it('skips comments, doctypes and script bodies, and keeps a stray "<" as text', () => {
    const tokens = tokenize('<!doctype html><!-- <p>no</p> --><script>if (a<b) "</p>"</script>1 < 2');
    expect(tokens).toEqual([
      {type: 'start', name: 'script', attrs: new Map()},
      {type: 'end', name: 'script'},
      {type: 'text', text: '1 < 2'},
    ]);
  });

  it('gives the end tags the minifier dropped, but none to void elements', () => {
    const names = tokenize('<ul><li>a<li>b<img src=x></ul><p>one<p>two<svg><path d=M0/></svg>').map((t) =>
      t.type === 'text' ? t.text : `${t.type === 'start' ? '' : '/'}${t.name}`,
    );
    expect(names).toEqual([
      'ul', 'li', 'a', '/li', 'li', 'b', 'img', '/li', '/ul',
      'p', 'one', '/p', 'p', 'two', 'svg', 'path', '/path', '/svg', '/p',
    ]);
  });

  it('decodes named and numeric character references, in text and attributes', () => {
    const [tag, text] = tokenize('<a title="&quot;x&quot;">&amp; &lt;b&gt; &#8369;10 &#x2014; &nbsp;&unknown;</a>');
    expect(tag?.type === 'start' && tag.attrs.get('title')).toBe('"x"');
    expect(text).toEqual({type: 'text', text: '& <b> ₱10 — \u00a0&unknown;'});
  });
});
