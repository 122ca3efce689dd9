// .gitignore keeps secrets out of commits: every .env.* file but the checked-in
// example, and Firebase service-account key files. Asked of git itself
// (`git check-ignore`), so the test judges the real ignore rules.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function ignored(file: string): boolean {
  // --no-index: judge the path by the rules alone, tracked or not.
  const result = spawnSync('git', ['check-ignore', '--no-index', '-q', file], {cwd: root});
  if (result.status !== 0 && result.status !== 1) throw new Error(`git check-ignore failed for ${file}`);
  return result.status === 0;
}

describe('.gitignore', () => {
  it.each([
    '.env',
    '.env.local',
    '.env.production',
    '.env.development.local',
    '.env.staging',
    'ph-customs-scholar-firebase-adminsdk-ab12c-0123456789.json',
    'keys/ph-customs-scholar-firebase-adminsdk-ab12c-0123456789.json',
    'serviceAccount.json',
    'serviceAccountKey.json',
    'config/serviceAccount-prod.json',
  ])('ignores the secret file %s', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it.each(['.env.example', 'firebase.json', 'package.json', 'src/config/readSiteEnv.ts'])(
    'keeps %s tracked',
    (file) => {
      expect(ignored(file)).toBe(false);
    },
  );
});
