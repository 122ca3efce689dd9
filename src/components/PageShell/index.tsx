import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

interface Props {
  /** Shown as the page's h1 and in the document title. */
  readonly title: string;
  /** The meta description, and the lead paragraph under the title. */
  readonly description: string;
  readonly children?: ReactNode;
}

/** The frame every non-doc page shares: layout, one h1, a lead paragraph. */
export default function PageShell({title, description, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p className="hero__subtitle">{description}</p>
        {children}
      </main>
    </Layout>
  );
}
