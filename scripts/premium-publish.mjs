#!/usr/bin/env node
// @ts-check
/**
 * Publishes the premium material to a Firebase project, with the operator's
 * own credentials (never a key file in the repository):
 *   - premium/content/{slug}.md  -> Firestore premiumContent/{slug} {title, markdown, updatedAt}
 *   - the premium video and its captions -> Storage premium/video/...
 * The security rules (firestore.rules, storage.rules) then let only premium
 * users and admins read them; the public build never contains them.
 *
 * Usage (see README, "Publishing the premium material"):
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/outside/the/repo/key.json \
 *   FIREBASE_PROJECT_ID=... FIREBASE_STORAGE_BUCKET=... npm run premium:publish
 *   npm run premium:publish -- --dry-run       # list what would be written, touch nothing
 * PREMIUM_VIDEO_FILE / PREMIUM_CAPTIONS_FILE point at the real video and its
 * WebVTT captions; by default the sample in premium/video/ is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseCli} from './lib/cli.mjs';

const root = path.resolve(import.meta.dirname, '..');
const {values: flags} = parseCli({
  usage: 'Usage: npm run premium:publish [-- --dry-run]   (see README, "Publishing the premium material")',
  options: {'dry-run': {type: 'boolean'}},
});
const dryRun = flags['dry-run'] === true;
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

/** Same rule as src/backend/premiumMarkdown.ts: first line '# Title', then the body. */
function parsePremiumMarkdown(/** @type {string} */ text) {
  const normalised = text.replace(/\r\n/g, '\n');
  const match = /^#\s+(.+)\n/.exec(normalised);
  if (!match?.[1]) throw new Error('A premium body must start with a "# Title" line.');
  return {title: match[1].trim(), markdown: normalised.slice(match[0].length).trim()};
}

const contentDir = path.join(root, 'premium/content');
const bodies = fs
  .readdirSync(contentDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({slug: f.replace(/\.md$/, ''), ...parsePremiumMarkdown(fs.readFileSync(path.join(contentDir, f), 'utf8'))}));

const files = [
  {
    local: process.env.PREMIUM_VIDEO_FILE ?? path.join(root, 'premium/video/how-to-answer-cble.webm'),
    remote: 'premium/video/how-to-answer-cble.webm',
    contentType: 'video/webm',
  },
  {
    local: process.env.PREMIUM_CAPTIONS_FILE ?? path.join(root, 'premium/video/how-to-answer-cble.vtt'),
    remote: 'premium/video/how-to-answer-cble.vtt',
    contentType: 'text/vtt',
  },
];

for (const body of bodies) console.log(`premiumContent/${body.slug}: "${body.title}" (${body.markdown.length} characters)`);
for (const file of files) {
  if (!fs.existsSync(file.local)) throw new Error(`Missing ${file.local}`);
  console.log(`${file.remote} <- ${path.relative(root, file.local)} (${fs.statSync(file.local).size} bytes)`);
}
if (dryRun) {
  console.log('Dry run: nothing was written.');
  process.exit(0);
}

const projectId = process.env.FIREBASE_PROJECT_ID;
const storageBucket = process.env.FIREBASE_STORAGE_BUCKET;
if (!projectId || !storageBucket) {
  console.error('Set FIREBASE_PROJECT_ID and FIREBASE_STORAGE_BUCKET (or put them in .env).');
  process.exit(1);
}
if (!process.env.GOOGLE_APPLICATION_CREDENTIALS && !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error(
    'Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file kept OUTSIDE this repository\n' +
      '(or sign in with `gcloud auth application-default login`).',
  );
  process.exit(1);
}

const {initializeApp, applicationDefault} = await import('firebase-admin/app');
const {getFirestore, FieldValue} = await import('firebase-admin/firestore');
const {getStorage} = await import('firebase-admin/storage');

const app = initializeApp({credential: applicationDefault(), projectId, storageBucket});
const db = getFirestore(app);
for (const body of bodies) {
  await db.doc(`premiumContent/${body.slug}`).set({
    title: body.title,
    markdown: body.markdown,
    updatedAt: FieldValue.serverTimestamp(),
  });
  console.log(`wrote premiumContent/${body.slug}`);
}
const bucket = getStorage(app).bucket();
for (const file of files) {
  await bucket.upload(file.local, {destination: file.remote, metadata: {contentType: file.contentType}});
  console.log(`uploaded ${file.remote}`);
}
console.log('Done. Only premium users and admins can read these (firestore.rules, storage.rules).');
