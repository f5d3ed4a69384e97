// `npm test`: unit, integration (PGlite, and real PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end tests in headless Chromium. On a machine without Chromium or PostgreSQL it runs what
// it can and says what it skipped; with CI=true a missing piece is a failure, never a silent skip.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
// Why a run failed, repeated at the very end: CI logs are often read from their tail only.
const reasons = [];

async function vitest(label, projectNames) {
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
  const result = await run(args);
  const unhandled = unhandledErrors(result.output);
  if (unhandled) reasons.push(`${label}: vitest reported unhandled errors:\n${unhandled}`);
  if (result.status !== 0) ok = false;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    if (result.status !== 0 && json.numFailedTests === 0)
      reasons.push(
        `${label}: vitest exited ${result.status ?? result.signal} with no failed test ` +
          `(an unhandled error or a failed hook or file; look for "Unhandled" or "FAIL" above)`,
      );
    else if (json.numFailedTests > 0)
      reasons.push(`${label}: ${json.numFailedTests} failed: ${failedNames(json).join('; ')}`);
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) {
      reasons.push(`${label}: no test ran.`);
      ok = false;
    }
  } else {
    reasons.push(`${label}: vitest exited ${result.status ?? result.signal} without a report`);
    ok = false;
  }
}

/** The full names of the failed tests in a vitest JSON report, the first ten. */
function failedNames(json) {
  return json.testResults
    .flatMap((file) => file.assertionResults.filter((t) => t.status === 'failed').map((t) => t.fullName))
    .slice(0, 10);
}

/** Runs vitest with its output shown as it comes and kept (without colours) for the summary. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const keep = (target) => (chunk) => {
      target.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status, signal) => resolve({ status, signal, output: stripVTControlCharacters(output) }));
  });
}

/** Vitest's "Unhandled Errors" block (the errors and where they came from), if it printed one. */
function unhandledErrors(output) {
  const start = output.indexOf('Unhandled Error');
  if (start < 0) return '';
  const end = output.indexOf(' Test Files ', start);
  return output.slice(start, end < 0 ? start + 4000 : Math.min(end, start + 4000)).trim();
}

await vitest('unit and integration', projects);
if (runE2e) await vitest('end-to-end', ['e2e']);
rmSync(reportDir, { recursive: true, force: true });

if (skipped.length) console.log(`\nSkipped on this machine:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (reasons.length) console.error(`\nnpm test fails because:\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
