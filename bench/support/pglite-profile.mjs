// Where an embedded server's database time goes: preloaded into a server process, it times every
// PGlite protocol call, grouped by the statement last parsed, and writes the top 40 to
// /tmp/pglite-profile-<tag>.txt when the process is asked to stop (SIGTERM). Not for production.
//   BENCH_ONLY=pglite BENCH_NODE_ARGS="--import ./bench/support/pglite-profile.mjs" node bench/trade-throughput.mjs
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const original = PGlite.prototype.execProtocolRaw;
const stats = new Map();
let statement = '?';

/** The zero-terminated string at `from` in a protocol message, and where the next one starts. */
function cString(message, from) {
  let end = from;
  while (message[end] !== 0) end++;
  return [Buffer.from(message.subarray(from, end)).toString(), end + 1];
}
const short = (text) => text.replace(/\s+/g, ' ').slice(0, 160);

PGlite.prototype.execProtocolRaw = async function (message, options) {
  // Parse ('P': statement name, then the text) and simple Query ('Q': the text) name what follows.
  if (message[0] === 0x50) statement = short(cString(message, cString(message, 5)[1])[0]);
  else if (message[0] === 0x51) statement = short(cString(message, 5)[0]);
  const started = performance.now();
  try {
    return await original.call(this, message, options);
  } finally {
    const entry = stats.get(statement) ?? { calls: 0, ms: 0 };
    entry.calls++;
    entry.ms += performance.now() - started;
    stats.set(statement, entry);
  }
};

process.once('SIGTERM', () => {
  const top = [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40);
  const lines = top.map(
    ([text, { calls, ms }]) => `${ms.toFixed(0).padStart(7)} ms ${String(calls).padStart(7)}x ${text}`,
  );
  writeFileSync(`/tmp/pglite-profile-${process.env.PGLITE_PROFILE_TAG ?? process.pid}.txt`, `${lines.join('\n')}\n`);
});
