import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:client-css";
const RESOLVED = `\0${ID}`;

/**
 * `virtual:client-css` for the server: the text of every stylesheet the client build wrote, by its public path
 * ("/assets/root-abc.css"), so the Worker can inline a page's CSS instead of making the browser wait for it
 * (workers/per-answer.ts). React Router builds the client first; before that (dev, tests) the map is empty and
 * pages keep their stylesheet links.
 */
export function clientCss(): Plugin {
  let clientAssets = "";
  return {
    name: "portal:client-css",
    configResolved(config) {
      const outDir = config.environments.client?.build.outDir ?? "build/client";
      clientAssets = join(resolve(config.root, outDir), config.build.assetsDir);
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const sheets: Record<string, string> = {};
      if (this.environment.name !== "client" && this.environment.mode === "build") {
        let files: string[] = [];
        try {
          files = readdirSync(clientAssets).filter((file) => file.endsWith(".css"));
        } catch {
          files = [];
        }
        for (const file of files) sheets[`/assets/${file}`] = readFileSync(join(clientAssets, file), "utf8");
      }
      return `export default ${JSON.stringify(sheets)};`;
    },
  };
}
