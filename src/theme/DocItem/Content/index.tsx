import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SourceLanguage from '@site/src/components/SourceLanguage';
import {SectionNote} from '@site/src/features/sectionNotes';

type Props = WrapperProps<typeof ContentType>;

/**
 * A reviewer page not yet translated is marked as English inside the Filipino
 * site; under every page, the candidate can flag or note one of its sections.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, toc} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // The mark's key is the page's address without the locale's base (/fil/), so a
  // note made in either language is the same note, and Link adds the base back.
  const path = `/${metadata.permalink.slice(siteConfig.baseUrl.length)}`;
  return (
    <SourceLanguage source={metadata.source}>
      <Content {...props} />
      <SectionNote
        path={path}
        page={metadata.title}
        sections={toc.filter((t) => t.level === 2 || t.level === 3).map((t) => ({id: t.id, value: t.value}))}
      />
    </SourceLanguage>
  );
}
