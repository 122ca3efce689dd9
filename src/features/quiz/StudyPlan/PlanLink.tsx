import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** The offer of the study plan, for the diagnostic's result screen (issue 28). */
export default function PlanLink(): ReactNode {
  return (
    <Link className="button button--primary" to="/plan">
      <Translate id="plan.link.fromDiagnostic">Make my study plan from this result</Translate>
    </Link>
  );
}
