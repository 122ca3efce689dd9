import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {FlagsPage} from '@site/src/features/quiz';

export default function Flags(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'flags.title', message: 'Flags and notes'})}
      description={translate({
        id: 'flags.description',
        message: 'Every question and reviewer section you flagged or wrote a note on, in one list.',
      })}>
      <FlagsPage />
    </PageShell>
  );
}
