// How a page's Lighthouse performance is judged against the floor app measured in the same run: scores and
// total blocking time vary with the machine, the gap to the floor does not (issue 24).

/** Points of performance score a page may lose to the floor. */
export const SCORE_MARGIN = 2;
/** Milliseconds of total blocking time a page may add to the floor's. */
export const TBT_MARGIN_MS = 100;

/** The median of a list of numbers (the middle one, or the mean of the middle two). @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @typedef {{ score: number, tbtMs: number }} PerfRun  one Lighthouse run's performance score (0-100) and TBT
 * @typedef {{ score: number, tbtMs: number }} PerfMedian
 */

/** @param {PerfRun[]} runs @returns {PerfMedian} */
export function perfMedian(runs) {
  return { score: median(runs.map((run) => run.score)), tbtMs: median(runs.map((run) => run.tbtMs)) };
}

/**
 * What a page misses against the floor, in words (empty when it is within both margins).
 * @param {PerfMedian} page
 * @param {PerfMedian} floor
 * @returns {string[]}
 */
export function missesAgainstFloor(page, floor) {
  const misses = [];
  if (page.score < floor.score - SCORE_MARGIN) misses.push(`performance ${page.score} < floor ${floor.score} - ${SCORE_MARGIN}`);
  if (page.tbtMs > floor.tbtMs + TBT_MARGIN_MS) misses.push(`TBT ${Math.round(page.tbtMs)} ms > floor ${Math.round(floor.tbtMs)} + ${TBT_MARGIN_MS} ms`);
  return misses;
}
