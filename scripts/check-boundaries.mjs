// @ts-check
/**
 * The import boundaries of README "Layers", over code and MDX docs
 * (scripts/lib/boundaries.mjs, rules in .dependency-cruiser.cjs). Run by `npm run lint`.
 */
import {parseCli} from './lib/cli.mjs';
import {checkBoundaries, describeViolation} from './lib/boundaries.mjs';

parseCli({
  usage:
    'Usage: node scripts/check-boundaries.mjs\n\nChecks every import of the repository (code and MDX docs) against .dependency-cruiser.cjs.',
});

const {violations, modules} = await checkBoundaries();
for (const v of violations) console.error(describeViolation(v));
if (violations.length > 0) {
  console.error(
    `\n${violations.length} boundary violation(s) in ${modules} modules (rules: .dependency-cruiser.cjs; README "Layers").`,
  );
  process.exit(1);
}
console.log(`Boundaries: ${modules} modules, no violation.`);
