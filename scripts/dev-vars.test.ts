import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCAL_SETTINGS, SECRET_NAMES } from "../app/lib/runtime-config";
import { localVarFlags } from "./dev-vars.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Switches only the tests and the benchmark turn on, never set in .dev.vars: named with why. */
const TEST_SWITCHES = {
  KV_LIMITS: "Cloudflare's KV limits around the local KV (tests and the benchmark)",
  CONTENT_FAULT_SWITCH: "lets the Worker tests make the content source fail",
};

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `env.NAME` the Worker's code reads (app and workers; Vite's `import.meta.env` is the build's, not the Worker's). */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sources("app"), ...sources("workers")]) {
    for (const match of readFileSync(join(ROOT, file), "utf8").matchAll(/(?<!meta\.)\benv\??\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  }
  return names;
}

/** The bindings wrangler.toml declares: D1, KV, R2 and queues, not variables. */
function bindings(): Set<string> {
  return new Set([...readFileSync(join(ROOT, "wrangler.toml"), "utf8").matchAll(/^binding = "([A-Z_]+)"/gm)].map((m) => m[1]!));
}

describe("npm start hands the Worker every setting of .dev.vars", () => {
  it("knows every variable the Worker reads: a binding, a secret wrangler loads, a local setting start passes, or a test switch", () => {
    const known = new Set<string>([...bindings(), ...SECRET_NAMES, ...LOCAL_SETTINGS, ...Object.keys(TEST_SWITCHES)]);
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !known.has(name))).toEqual([]);
  });

  it("passes each local setting that is set, and only those", () => {
    const vars = { JWT_SECRET: "s", MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "k", MAIL_FROM: "ExpoLink <no-reply@example.com>", BOT_CHECK: "off" };
    const flags = localVarFlags(vars);
    expect(flags).toEqual(["--var", "BOT_CHECK:off", "--var", "MAIL_API_URL:https://mail.example/send", "--var", "MAIL_API_KEY:k", "--var", "MAIL_FROM:ExpoLink <no-reply@example.com>"]);
    expect(flags.join(" ")).not.toContain("JWT_SECRET");
  });

  it("serves its own port's address unless SITE_URL says otherwise", () => {
    expect(localVarFlags({}, { port: "9000" })).toEqual(["--var", "SITE_URL:http://127.0.0.1:9000"]);
    expect(localVarFlags({ SITE_URL: "http://localhost:5000" }, { port: "9000" })).toEqual(["--var", "SITE_URL:http://localhost:5000"]);
  });
});
