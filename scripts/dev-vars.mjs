// The git-ignored .dev.vars that wrangler dev reads for local secrets: written with random values when a
// secret is missing, so a fresh clone starts without questions and no secret is ever committed.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCAL_SETTINGS, SECRET_NAMES } from "../app/lib/runtime-config.ts";

export const DEV_VARS_PATH = fileURLToPath(new URL("../.dev.vars", import.meta.url));

/** @param {string} text @returns {Record<string, string>} */
function parse(text) {
  /** @type {Record<string, string>} */
  const vars = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]] = match[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

/** Every variable of .dev.vars as it stands, without writing anything. @returns {Record<string, string>} */
export function readDevVars(path = DEV_VARS_PATH) {
  return existsSync(path) ? parse(readFileSync(path, "utf8")) : {};
}

/**
 * Adds what is missing and returns every variable in the file. Local development skips the bot check only
 * because this file says so (BOT_CHECK=off), unless a reCAPTCHA or Turnstile secret is configured here.
 * @param {string} [path] @returns {Record<string, string>}
 */
export function ensureDevVars(path = DEV_VARS_PATH) {
  const vars = existsSync(path) ? parse(readFileSync(path, "utf8")) : {};
  const added = [];
  for (const name of SECRET_NAMES) {
    if (!vars[name]) added.push(`${name}=${randomBytes(32).toString("hex")}`);
  }
  if (!vars.BOT_CHECK && !vars.RECAPTCHA_SECRET && !vars.TURNSTILE_SECRET) added.push("BOT_CHECK=off");
  if (added.length > 0) {
    const header = existsSync(path) ? "" : "# Local-only values (git-ignored), written by scripts/dev-vars.mjs. Never reuse them in production.\n";
    const separator = existsSync(path) && !readFileSync(path, "utf8").endsWith("\n") ? "\n" : "";
    appendFileSync(path, `${separator}${header}${added.join("\n")}\n`, { mode: 0o600 });
  }
  return readDevVars(path);
}

/** Of a developer's .dev.vars, what the test servers take: no mail provider (tests read the local mailbox), no address. */
export const TEST_SETTINGS = ["BOT_CHECK", "CONTENT_API_URL"];

/**
 * The `--var` flags that hand the Worker the settings of .dev.vars wrangler itself leaves out (it reads only the
 * secrets wrangler.toml lists): every one of `names` that is set. Served on `port`, the local address (in mail,
 * calendar links, the sitemap, List-Unsubscribe) is that port's unless SITE_URL is set.
 * @param {Record<string, string>} [vars] @param {{ port?: string, names?: readonly string[] }} [options]
 * @returns {string[]}
 */
export function localVarFlags(vars = ensureDevVars(), { port, names = LOCAL_SETTINGS } = {}) {
  const flags = names.flatMap((name) => (vars[name] ? ["--var", `${name}:${vars[name]}`] : []));
  if (port && !vars.SITE_URL) flags.push("--var", `SITE_URL:http://127.0.0.1:${port}`);
  return flags;
}
