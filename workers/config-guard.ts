import type { MiddlewareHandler } from "hono";
import { localeFromPath } from "../app/lib/locale";
import type { Locale } from "../app/domain/locales";
import { configurationProblems } from "../app/lib/runtime-config";

let reported = "";

/** Logs once per isolate what is wrong, by variable name only (never a value). */
function report(problems: string[]) {
  const text = problems.join("; ");
  if (text === reported) return;
  reported = text;
  console.error(`Refusing to serve, the Worker is misconfigured: ${text}. See README, "Deploy".`);
}

/** The texts of the error page; the entry (workers/app.ts) hands in the app's translations. */
export type ErrorTexts = (locale: Locale) => (key: "errors.serverTitle" | "errors.serverText") => string;

function errorPage(pathname: string, texts: ErrorTexts): string {
  const locale = localeFromPath(pathname);
  const t = texts(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>500 ${t("errors.serverTitle")}</title></head><body><main><h1>${t("errors.serverTitle")}</h1><p>${t("errors.serverText")}</p></main></body></html>`;
}

/**
 * A public deployment with a missing or known development secret, or without a bot check, serves nothing:
 * people get a 500 page, /api a Strapi v4 error, and the log says which variable to set.
 */
export function configGuard(texts: ErrorTexts): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const problems = configurationProblems(c.env);
    if (problems.length === 0) return next();
    report(problems);
    const headers = { "Cache-Control": "no-store" };
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      const error = { status: 500, name: "InternalServerError", message: "Internal Server Error", details: {} };
      return c.json({ data: null, error }, 500, headers);
    }
    return c.html(errorPage(c.req.path, texts), 500, headers);
  };
}

/** The cron trigger's check: true when the Worker may run, else logged like a refused request. */
export function configurationOk(env: Env): boolean {
  const problems = configurationProblems(env);
  if (problems.length > 0) report(problems);
  return problems.length === 0;
}
