// Sums a V8 CPU profile (.cpuprofile: Node's --cpu-prof, or Chromium's Profiler domain) the ways the
// benches report where time goes: by function, by package (who owns the code), and the stretches of
// work with no idle between them (a browser's long tasks, seen from the profile).
import { readFileSync } from 'node:fs';

/** A profile with each sample's time (ms from the first sample), node and duration. */
export function readProfile(fileOrProfile) {
  const profile = typeof fileOrProfile === 'string' ? JSON.parse(readFileSync(fileOrProfile, 'utf8')) : fileOrProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const samples = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample lasts until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    samples.push({ at: (t - profile.startTime) / 1000, node: byId.get(profile.samples[i]), ms });
  }
  /** The sample's stack, innermost first. */
  const stackOf = (node) => {
    const stack = [];
    for (let id = node.id; id !== undefined; id = parentOf.get(id)) stack.push(byId.get(id));
    return stack;
  };
  return { samples, stackOf };
}

const IDLE = new Set(['(idle)']);
/** V8's own entries: not code anyone wrote. */
const MARKERS = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** "name file:line" for a profile node. */
export function functionOf(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  if (MARKERS.has(functionName)) return functionName;
  const file = url.split('/').pop() || '(native)';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/**
 * Who owns a node's code: a package under node_modules, Node's own modules, a browser's built-in
 * (native) functions, V8's markers, or ours (the rest: the app's bundles and sources).
 */
export function packageOf(node) {
  const { functionName, url } = node.callFrame;
  if (MARKERS.has(functionName)) return functionName;
  if (!url) return '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  // node:internal/streams/writable → node:internal/streams (Node's own modules, by area).
  if (url.startsWith('node:'))
    return `node:${url
      .slice(5)
      .split('/')
      .slice(0, url.startsWith('node:internal/') ? 2 : 1)
      .join('/')}`;
  const file = url
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '.js');
  return /^(vendor|rolldown-runtime)\.js$/.test(file) ? `(vendor bundle)` : `ours (${file})`;
}

const inWindow = (s, from, to) => s.at >= from && s.at <= to;

/** Self time summed by `keyOf(node)`, within [from, to] ms; sorted, largest first. */
export function selfTime(profile, keyOf = functionOf, { from = 0, to = Infinity } = {}) {
  const sums = new Map();
  for (const s of profile.samples) {
    if (!inWindow(s, from, to)) continue;
    const key = keyOf(s.node);
    sums.set(key, (sums.get(key) ?? 0) + s.ms);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** Total time (self and what it called) by function, within [from, to] ms; largest first. */
export function totalTime(profile, { from = 0, to = Infinity, keep = () => true } = {}) {
  const sums = new Map();
  for (const s of profile.samples) {
    if (!inWindow(s, from, to)) continue;
    const seen = new Set();
    for (const node of profile.stackOf(s.node)) {
      const key = functionOf(node);
      if (seen.has(key) || MARKERS.has(key) || !keep(node)) continue;
      seen.add(key);
      sums.set(key, (sums.get(key) ?? 0) + s.ms);
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** Runs of samples with no idle one between them, of at least `minMs`: { from, to, ms }. */
export function stretches(profile, minMs) {
  const found = [];
  let run = null;
  for (const s of profile.samples) {
    if (IDLE.has(s.node.callFrame.functionName)) {
      if (run && run.ms >= minMs) found.push(run);
      run = null;
      continue;
    }
    run ??= { from: s.at, to: s.at, ms: 0 };
    run.to = s.at + s.ms;
    run.ms += s.ms;
  }
  if (run && run.ms >= minMs) found.push(run);
  return found;
}

/** The rows of a sorted [key, ms] list, with their share of `whole` ms. */
export function formatRows(rows, whole, limit) {
  return rows
    .slice(0, limit)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / whole).toFixed(1).padStart(5)}%  ${key}`);
}
