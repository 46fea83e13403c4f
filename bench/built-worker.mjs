// Serves a built Worker (the output of `react-router build`) in workerd through Miniflare, without
// wrangler dev's extra proxy, so the benchmark measures the Worker itself.
//
// Miniflare 5 takes a new options schema (`workers: [{ config }]`); wrangler 4 still builds the old (v4)
// shape and converts it with `convertV4MiniflareOptions`, so this does the same. Binding ids follow
// wrangler's own mapping (KV `id`, D1 `preview_database_id ?? database_id`, R2 `bucket_name`) and the
// storage lives under `<persistTo>/v3`, so the state written by `wrangler d1 migrations apply --persist-to`
// and `scripts/seed.ts --persist-to` is the state this server reads.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { ensureDevVars } from "../scripts/dev-vars.mjs";

/**
 * @param {{ buildDir: string, port: number, persistTo?: string, bindings?: Record<string, string> }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, mf: Miniflare }>}
 */
export async function startBuiltWorker({ buildDir, port, persistTo, bindings = {} }) {
  const configPath = resolve(buildDir, "server/wrangler.json");
  const config = JSON.parse(readFileSync(configPath, "utf8"));
  const serverDir = dirname(configPath);
  // The v4 converter refuses `modulesRules`, so list the modules: every .js/.mjs of the build (the build's only
  // rule), the entry first.
  const main = join(serverDir, config.main);
  const others = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(serverDir, file))
    .filter((file) => file !== main);
  const modules = [main, ...others].map((path) => ({ type: /** @type {const} */ ("ESModule"), path }));
  const mf = new Miniflare(
    convertV4MiniflareOptions(/** @type {import("miniflare").V4MiniflareOptions} */ ({
      host: "127.0.0.1",
      port,
      log: new Log(LogLevel.WARN),
      logRequests: false,
      // Loopback only: the placeholder `request.cf` instead of fetching Cloudflare's.
      cf: false,
      ...(persistTo ? { resourcePersistencePath: resolve(persistTo, "v3") } : {}),
      workers: [
        {
          name: config.name,
          modules,
          modulesRoot: serverDir,
          compatibilityDate: config.compatibility_date,
          compatibilityFlags: config.compatibility_flags,
          // The local secrets wrangler dev would read from .dev.vars.
          bindings: { ...config.vars, ...ensureDevVars(), ...bindings },
          kvNamespaces: Object.fromEntries(
            (config.kv_namespaces ?? []).map((/** @type {any} */ kv) => [kv.binding, { id: kv.id ?? kv.binding }]),
          ),
          d1Databases: Object.fromEntries(
            (config.d1_databases ?? []).map((/** @type {any} */ db) => [
              db.binding,
              { id: db.preview_database_id ?? db.database_id ?? db.binding },
            ]),
          ),
          r2Buckets: Object.fromEntries(
            (config.r2_buckets ?? []).map((/** @type {any} */ r2) => [r2.binding, { id: r2.bucket_name ?? r2.binding }]),
          ),
          ...(config.assets
            ? {
                assets: {
                  directory: resolve(serverDir, config.assets.directory),
                  binding: config.assets.binding,
                  routerConfig: { has_user_worker: true },
                  assetConfig: {
                    html_handling: config.assets.html_handling,
                    not_found_handling: config.assets.not_found_handling,
                    compatibility_date: config.compatibility_date,
                    compatibility_flags: config.compatibility_flags,
                  },
                },
              }
            : {}),
        },
      ],
    })),
  );
  const url = (await mf.ready).toString().replace(/\/$/, "");
  return { url, mf, stop: () => mf.dispose() };
}
