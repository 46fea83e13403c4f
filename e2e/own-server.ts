import { E2E_WORKERS, e2eOrigin, e2ePort } from "../scripts/e2e-servers.mjs";
import { startServer, stopServer, waitForHttp } from "../scripts/lib.mjs";

/**
 * A portal server of a journey's own, for settings the shared servers do not have (playwright.config.ts starts
 * those with .dev.vars' BOT_CHECK=off): the same build and seed, on a port after the shared ones, in its own
 * process group so stopping it stops wrangler and workerd too.
 */
export interface OwnServer {
  origin: string;
  stop(): void;
}

export async function startOwnServer(parallelIndex: number, settings: Record<string, string>): Promise<OwnServer> {
  const index = E2E_WORKERS + parallelIndex;
  const vars = Object.entries(settings).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child = startServer(process.execPath, ["scripts/serve-e2e.mjs", String(e2ePort(index)), ...vars], { stdio: ["ignore", "ignore", "inherit"] });
  const server = { origin: e2eOrigin(index), stop: () => stopServer(child) };
  try {
    await waitForHttp(`${server.origin}/robots.txt`, 120_000);
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}
