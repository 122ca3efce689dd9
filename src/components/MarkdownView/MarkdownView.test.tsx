import {render, screen} from '@testing-library/react';
import MarkdownView from '.';
import {safeHref} from './render';

describe('MarkdownView', () => {
  it('renders headings from h2, lists, emphasis and tables', () => {
    const {container} = render(
      <MarkdownView
        markdown={[
          '# Top',
          '## Subject 1',
          'Some **bold** and *soft* words with `code`.',
          '- one',
          '- two',
          '',
          '| Rule | Days |',
          '|---|---|',
          '| Protest | 15 |',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'Top'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2, name: 'Subject 1'})).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.getByRole('columnheader', {name: 'Rule'})).toBeInTheDocument();
    expect(screen.getByRole('cell', {name: '15'})).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('drops raw HTML and script', () => {
    const {container} = render(
      <MarkdownView
        markdown={'Before\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="alert(1)">\n\nAfter <b>bold</b> <!-- note -->'}
      />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container).not.toHaveTextContent('hacked');
    expect(container).not.toHaveTextContent('note');
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('keeps safe links and turns javascript: links into plain text', () => {
    render(<MarkdownView markdown={'[site](/pricing) [law](https://lawphil.net/x) [bad](javascript:alert(1))'} />);
    expect(screen.getByRole('link', {name: 'site'})).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', {name: 'law'})).toHaveAttribute('href', 'https://lawphil.net/x');
    expect(screen.queryByRole('link', {name: 'bad'})).toBeNull();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });
});

describe('safeHref', () => {
  it('allows site paths, fragments and http(s) only', () => {
    expect(safeHref('/docs/intro')).toBe('/docs/intro');
    expect(safeHref('#sec-423')).toBe('#sec-423');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
  });

  it('judges a site link by where it resolves, not how it is written', () => {
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/.//evil.example')).toBeNull();
    expect(safeHref('/%5Cevil.example')).toBeNull();
    expect(safeHref('./CMTA-fulltext#sec-100', '/docs/premium-reviewer')).toBe('/docs/CMTA-fulltext#sec-100');
  });
});

describe('MarkdownView links', () => {
  it('renders the off-site tricks of issue 12 as plain text', () => {
    render(<MarkdownView markdown={'[a](/\\evil.example) [b](/.//evil.example) [c](/docs/intro)'} />);
    expect(screen.queryByRole('link', {name: 'a'})).toBeNull();
    expect(screen.queryByRole('link', {name: 'b'})).toBeNull();
    expect(screen.getByRole('link', {name: 'c'})).toHaveAttribute('href', '/docs/intro');
  });
});
