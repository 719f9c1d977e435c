// How much to slow the CPU so that this host acts like Lighthouse's mid-tier phone. These machines differ in speed
// by 2-3x from day to day, and a fixed 4x slowdown makes a slow host look like a much slower phone than a fast one.
// CommonJS so that the ESM benchmarks and the TypeScript tests load it as it is.

/**
 * The rule of Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator, linked from Lighthouse's
 * docs/throttling.md): from the host's `benchmarkIndex` to `throttling.cpuSlowdownMultiplier`. Under 150 the
 * calculator gives no multiplier (the host is too slow to emulate the phone); then there is no slowdown at all.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`No benchmarkIndex (got ${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** Lighthouse's own default (mobile): 4x, whatever the host. */
const DEFAULT_CPU_SLOWDOWN = 4;

module.exports = { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN };
