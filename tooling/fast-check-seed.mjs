// One seed for every property test of a run (fast-check's global settings). The run prints it where it
// starts, so the random dates and inputs of a failing run come back with FAST_CHECK_SEED=<seed>.
// The config calls `announceFastCheckSeed` once; each test worker loads this file as a setup file.
import fc from 'fast-check';

/** Picks the run's seed (or takes FAST_CHECK_SEED), prints it and hands it to the workers through the environment. */
export function announceFastCheckSeed() {
  process.env.FAST_CHECK_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
  console.log(`fast-check seed ${process.env.FAST_CHECK_SEED} (FAST_CHECK_SEED=${process.env.FAST_CHECK_SEED} repeats this run's random inputs)`);
}

if (process.env.FAST_CHECK_SEED) fc.configureGlobal({ seed: Number(process.env.FAST_CHECK_SEED) });
