// The journeys' servers: one per Playwright worker, each the built Worker on its own port with its own local
// storage, so journeys that run at once never share a database, a mailbox or a sign-in counter.

/** The first server's port; the next ones follow two apart (each also takes its inspector port, + 1000). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8790);

/** How many journeys run at once: one browser and one server each. Two fill this kind of two-core machine. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** @param {number} index a worker's parallel index */
export const e2ePort = (index) => E2E_BASE_PORT + 2 * index;

/** @param {number} index */
export const e2eOrigin = (index) => `http://127.0.0.1:${e2ePort(index)}`;

/** Where a server keeps its local D1, KV and R2. @param {number | string} port */
export const e2eState = (port) => `.wrangler/e2e-state-${port}`;
