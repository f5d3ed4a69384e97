// `npm test`: unit, integration (PGlite, and real PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end tests in headless Chromium. On a machine without Chromium or PostgreSQL it runs what
// it can and says what it skipped; with CI=true a missing piece is a failure, never a silent skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);

const skipped = [];
const missing = [];
const projects = ['unit', 'integration'];
if (process.env.TEST_DATABASE_URL) projects.push('integration-postgres');
else (ci ? missing : skipped).push('integration tests on real PostgreSQL (set TEST_DATABASE_URL; .ci/run starts one)');

const runE2e = existsSync(chromiumPath);
if (!runE2e)
  (ci ? missing : skipped).push(`end-to-end tests (no Chromium at ${chromiumPath}; apt-get install chromium)`);

if (missing.length) {
  console.error(`CI=true but these cannot run:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'bolts-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function vitest(label, projectNames) {
  const report = path.join(reportDir, `${label}.json`);
  const args = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...projectNames.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ];
  console.log(`\n▶ ${label}: ${projectNames.join(', ')}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) ok = false;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) {
      console.error(`${label}: no test ran.`);
      ok = false;
    }
  } else ok = false;
}

vitest('unit and integration', projects);
if (runE2e) vitest('end-to-end', ['e2e']);
rmSync(reportDir, { recursive: true, force: true });

if (skipped.length) console.log(`\nSkipped on this machine:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
