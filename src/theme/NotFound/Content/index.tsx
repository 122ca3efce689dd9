// Replaces upstream's three lines ("contact the owner of the site") with help back into the reviewer: search, the
// main sections, and a tab title (the docs' own not-found view renders this without the page's PageMetadata).
import type {ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';
import {NotFoundHelp} from '@site/src/features/notFound';

export default function NotFoundContent({className}: Props): ReactNode {
  return <NotFoundHelp className={className} />;
}
