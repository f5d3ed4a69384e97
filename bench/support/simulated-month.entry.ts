// Bundled and run by bench/simulated-month.mjs: the simulated month of the market test, printed
// for several seeds (docs/rules.md#how-prices-move).
import { ANNUAL_DRIFT } from '../../core/market/price-step';
import { seededRandom } from '../../core/market/random';
import { median, simulateMarket } from '../../core/market/simulate';
import { seedCompanies } from '../../server/db/seed/seed-companies';

const [runs, days] = process.argv.slice(2).map(Number) as [number, number];
const drift = (1 + ANNUAL_DRIFT) ** (days / 365.25) - 1;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`;
const medians: number[] = [];
for (let run = 0; run < runs; run++) {
  const seed = run === 0 ? 20_261_126 : run;
  const outcomes = simulateMarket({
    companies: seedCompanies.map((c) => ({
      id: c.symbol,
      category: c.category,
      priceMinor: Math.round(c.price * 100),
    })),
    seconds: days * 86_400,
    stepSeconds: 60,
    newsEverySeconds: 180,
    random: seededRandom(seed),
  });
  const returns = outcomes.map((o) => o.endMinor / o.startMinor - 1).sort((a, b) => a - b);
  const q = (p: number) => returns[Math.floor(p * (returns.length - 1))]!;
  medians.push(median(returns));
  console.log(
    `seed ${seed}: median ${pct(median(returns))}, down ${returns.filter((r) => r < 0).length}/${returns.length}, ` +
      `quartiles ${pct(q(0.25))} .. ${pct(q(0.75))}, worst ${pct(returns[0]!)}, best ${pct(returns.at(-1)!)}, ` +
      `outside band ${outcomes.reduce((s, o) => s + o.outsideBand, 0)}, lowest price ${Math.min(...outcomes.map((o) => o.lowestMinor))} minor`,
  );
}
console.log(
  `drift over ${days} days ${pct(drift)}; median company over ${runs} seeds: ${pct(Math.min(...medians))} .. ${pct(Math.max(...medians))}, ` +
    `mean ${pct(medians.reduce((s, m) => s + m, 0) / medians.length)}`,
);
