/**
 * SIS_BENCH_SMOKE=1 (npm run bench:smoke): every case at a tiny size, to prove the suite runs
 * end to end in well under a minute; its figures mean nothing.
 */
export const SMOKE = process.env.SIS_BENCH_SMOKE === '1';

export const scaled = (full: number, smoke: number) => (SMOKE ? smoke : full);
