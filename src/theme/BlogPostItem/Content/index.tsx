import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SourceLanguage from '@site/src/components/SourceLanguage';

type Props = WrapperProps<typeof ContentType>;

/** A blog post not yet translated is marked as English inside the Filipino site. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <SourceLanguage source={metadata.source} note={isBlogPostPage}>
      <Content {...props} />
    </SourceLanguage>
  );
}
