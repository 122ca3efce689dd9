import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SourceLanguage from '@site/src/components/SourceLanguage';

type Props = WrapperProps<typeof ContentType>;

/** A reviewer page not yet translated is marked as English inside the Filipino site. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <SourceLanguage source={metadata.source}>
      <Content {...props} />
    </SourceLanguage>
  );
}
