// Where a CPU profile's time goes: by package (ours, each dependency, Node's modules, garbage
// collection, idle), by function (self time), and its long stretches of work with what filled
// them. Reads a server's profile (the benches take BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR")
// or a page's (bench/page-profile.mjs writes one).
// Usage: node bench/cpu-profile.mjs FILE.cpuprofile [--from=MS] [--to=MS] [--top=N] [--stretches=MS]
//   --from/--to    only the samples in this window, in ms from the profile's start (a load's
//                  window, without the server's start-up and shutdown)
//   --top=N        rows per table (default 25)
//   --stretches=MS also lists each run of work of MS ms or more with no idle sample in it, and the
//                  functions (with what they called) that filled it
import {
  formatRows,
  functionOf,
  packageOf,
  readProfile,
  selfTime,
  stretches,
  totalTime,
} from './support/cpu-profile.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: node bench/cpu-profile.mjs FILE.cpuprofile [--from=MS] [--to=MS] [--top=N] [--stretches=MS]');
  process.exit(1);
}
const option = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const window = { from: option('from', 0), to: option('to', Infinity) };
const top = option('top', 25);
const stretchMs = option('stretches', 0);

const profile = readProfile(file);
const sampled = profile.samples.filter((s) => s.at >= window.from && s.at <= window.to);
const whole = sampled.reduce((sum, s) => sum + s.ms, 0);
const first = sampled[0]?.at ?? 0;
console.log(`${file}: ${whole.toFixed(0)} ms sampled, ${first.toFixed(0)}-${(first + whole).toFixed(0)} ms`);
console.log('\nby package (self time):');
for (const row of formatRows(selfTime(profile, packageOf, window), whole, top)) console.log(row);
console.log('\nby function (self time):');
for (const row of formatRows(selfTime(profile, functionOf, window), whole, top)) console.log(row);

if (stretchMs) {
  // A bundle's own framework frames (React's work loop, the scheduler) fill every stretch: the
  // functions named are the app's own, whatever they called included.
  const ours = (node) => packageOf(node).startsWith('ours');
  console.log(`\nstretches of ${stretchMs} ms or more without idle, with our functions in them (total time):`);
  for (const run of stretches(profile, stretchMs).filter((r) => r.from >= window.from && r.to <= window.to)) {
    console.log(`  at ${run.from.toFixed(0)} ms: ${run.ms.toFixed(0)} ms`);
    const inRun = { from: run.from, to: run.to };
    for (const row of formatRows(totalTime(profile, { ...inRun, keep: ours }), run.ms, 6)) console.log(`  ${row}`);
    const [busiest] = selfTime(profile, functionOf, inRun).filter(([key]) => key !== '(program)');
    if (busiest) console.log(`    busiest itself: ${busiest[0]} ${busiest[1].toFixed(1)} ms`);
  }
}
