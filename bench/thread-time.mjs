// The total blocking time Lighthouse's simulation counts, recounted with each task's length scaled by the share of
// its wall time in which the page's thread actually ran (decision 050). On a two-core machine Chromium's other
// processes (the browser, the compositor, the DevTools link Lighthouse reads) take the core from the page's
// thread in the middle of its tasks; the simulation multiplies the wall time, so that wait counts four times. The
// recount is what the page's own work blocks; it is printed beside the judged figure, never judged.
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

/** A task longer than this blocks input for the rest of its length (Lighthouse's threshold). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * @typedef {{ start: number, end: number, share: number }} SimulatedTask  a main-thread task's simulated span (ms)
 *   and the share (0-1) of its observed wall time the thread ran
 * @typedef {{ start: number, end: number }} Window  first contentful paint to interactive, simulated (ms)
 */

/**
 * Blocking time of tasks within a window, as Lighthouse counts it (a task is clipped to the window, and what
 * exceeds 50 ms blocks), each task's clipped length first scaled by its share.
 * @param {SimulatedTask[]} tasks
 * @param {Window} window
 */
export function blockingTime(tasks, window) {
  let sum = 0;
  for (const task of tasks) {
    const clipped = Math.min(task.end, window.end) - Math.max(task.start, window.start);
    sum += Math.max(0, clipped * task.share - BLOCKING_THRESHOLD_MS);
  }
  return sum;
}

/**
 * Lighthouse's blocking time of one run recounted from its artifacts, with wall time (`wallMs`, which must equal
 * the run's own figure) and with thread time (`threadMs`). Lighthouse averages an optimistic and a pessimistic
 * simulation, each with its own window.
 * @param {any} artifacts  a Lighthouse run's artifacts (trace, DevTools log, ...)
 * @param {any} settings  the run's config settings (lhr.configSettings)
 */
export async function recountBlockingTime(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const halves = [
    { estimate: tbt.optimisticEstimate, window: { start: fcp.pessimisticEstimate.timeInMs, end: interactive.optimisticEstimate.timeInMs } },
    { estimate: tbt.pessimisticEstimate, window: { start: fcp.optimisticEstimate.timeInMs, end: interactive.pessimisticEstimate.timeInMs } },
  ];
  let wallMs = 0;
  let threadMs = 0;
  for (const { estimate, window } of halves) {
    /** @type {SimulatedTask[]} */
    const tasks = [];
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== "cpu") continue;
      // The trace event's thread time (tdur) is not in Lighthouse's type of it.
      const { dur, tdur } = /** @type {{ dur: number, tdur?: number }} */ (node.event);
      const share = dur > 0 && tdur !== undefined ? Math.min(1, tdur / dur) : 1;
      tasks.push({ start: timing.startTime, end: timing.endTime, share });
    }
    wallMs += blockingTime(tasks.map((task) => ({ ...task, share: 1 })), window) / halves.length;
    threadMs += blockingTime(tasks, window) / halves.length;
  }
  return { wallMs, threadMs };
}
