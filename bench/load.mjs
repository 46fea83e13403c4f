// The load generator, run as its own process so it never shares a CPU queue with the server's event loop.
// Usage: node bench/load.mjs '<json LoadSpec>'; prints one JSON LoadResult line on stdout.
// @ts-expect-error autocannon ships no type declarations (and @types/autocannon is not a dependency).
import autocannon from "autocannon";

/**
 * @typedef {{ path: string, unique?: boolean }} LoadPath
 * @typedef {{ url: string, paths: LoadPath[], connections: number, amount: number, maxSeconds: number,
 *   headers: Record<string, string> }} LoadSpec
 * @typedef {{ requests: number, seconds: number, rps: number, p50: number, p99: number,
 *   p99_9: number, statusCodes: Record<string, number>, errors: number, timeouts: number, failures: number }} LoadResult
 */

/** @type {LoadSpec} */
const spec = JSON.parse(process.argv[2] ?? "{}");

let counter = 0;
// A "unique" path gets a cache-busting filter value per request, so every request is a cache MISS.
const requests = spec.paths.map(({ path, unique }) => ({
  method: /** @type {const} */ ("GET"),
  path,
  ...(unique
    ? {
        setupRequest: (/** @type {{ path: string }} */ request) => {
          counter += 1;
          const separator = path.includes("?") ? "&" : "?";
          return { ...request, path: `${path}${separator}filters[name][$ne]=bench-${process.pid}-${counter}` };
        },
      }
    : {}),
}));

// With an amount, autocannon ignores `duration` and stops on its next one-second tick after the last answer, so
// throughput is measured by time (amount 0) and an amount is only a bound; a timer enforces the time bound.
// autocannon's own duration is coarse (whole sampling ticks), so the run is timed here.
const startedAt = performance.now();
/** @type {any} */
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: spec.url,
      connections: spec.connections,
      ...(spec.amount > 0 ? { amount: spec.amount } : { duration: spec.maxSeconds }),
      headers: spec.headers,
      requests,
      timeout: 10,
    },
    (/** @type {unknown} */ error, /** @type {unknown} */ value) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value);
    },
  );
  const timer = setTimeout(() => instance.stop(), (spec.maxSeconds + 2) * 1000);
});

const elapsed = (performance.now() - startedAt) / 1000;
/** @type {Record<string, number>} */
const statusCodes = {};
for (const [code, { count }] of Object.entries(/** @type {Record<string, { count: number }>} */ (result.statusCodeStats ?? {}))) {
  statusCodes[code] = count;
}
const completed = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
// Only 2xx and 3xx count as answers; everything else (and every socket error or timeout) is a failure.
const badStatus = Object.entries(statusCodes)
  .filter(([code]) => Number(code) < 200 || Number(code) >= 400)
  .reduce((sum, [, n]) => sum + n, 0);

/** @type {LoadResult} */
const out = {
  requests: completed,
  seconds: Math.round(elapsed * 100) / 100,
  rps: elapsed > 0 ? Math.round(completed / elapsed) : 0,
  p50: result.latency.p50,
  p99: result.latency.p99,
  p99_9: result.latency.p99_9,
  statusCodes,
  errors: result.errors,
  timeouts: result.timeouts,
  failures: badStatus + result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
