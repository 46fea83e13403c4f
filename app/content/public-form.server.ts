import type { RouterContextProvider } from "react-router";
import type { ContentClient } from "./client";
import { contentClient } from "./content-client.server";
import { appContext } from "~/context";
import { botCheckMode, CAPTCHA_FIELD } from "~/lib/runtime-config";
import type { OutboxPath, OutboxSender } from "~/portal-store/form-outbox.server";
import { type PortalStore, portalStore } from "~/portal-store/portal-store.server";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { Claim } from "~/shared-store/submission-keys.server";
import { sha256Hex } from "~/lib/hex";


/**
 * Sent as `x-captcha-token` when the action has no visitor token: with the bot check off (local development)
 * no widget is shown, and on replays the visitor's token has long expired. The write goes with the server's
 * API token, which the bot check lets through; the marker only tells the source (and its logs) that the
 * portal's own action made the call, and keeps the header non-empty for a Strapi whose bot-check policy wants
 * one.
 */
export const SERVER_CAPTCHA_MARKER = "expolink-server-action";


/**
 * stored: the source took it; queued: the source failed, the outbox has it (the visitor is told it was
 * received either way); bot-check: the visitor's reCAPTCHA token was refused; rejected: the source refused the
 * data (4xx); failed: neither the source nor the outbox could keep it, or no bot check is configured.
 */
export type SubmitOutcome = "stored" | "queued" | "bot-check" | "rejected" | "failed";

/**
 * What makes a repeat recognisable: the form's one-time key together with what the form sends. The data is part
 * of it so a form left on screen and sent again with other content (same key) is a new submission, and a form
 * without a key (a hand-made POST) is still sent once however often it arrives.
 */
async function submissionKeyOf(form: FormData, path: OutboxPath, data: Record<string, unknown>): Promise<string> {
  const raw = form.get(SUBMISSION_KEY_FIELD);
  const formKey = typeof raw === "string" && /^[A-Za-z0-9-]{1,64}$/.test(raw) ? raw : "";
  return sha256Hex(JSON.stringify([formKey, path, data]));
}

async function claimOrProceed(keys: PortalStore["submissionKeys"], scope: string, key: string): Promise<Claim> {
  try {
    return await keys.claim(scope, key, key);
  } catch (error) {
    // Without the key table the form still works: a double submit may then store twice, never lose one.
    console.error("submission key claim failed", error);
    return { kind: "first" };
  }
}

/**
 * Persist first, then say done, once: a repeat of a submission (double click, resent form, parallel posts)
 * waits for the first one and answers its outcome without writing. The first posts the form to the content
 * service with the server's credentials and, when the source fails (5xx or unreachable), keeps it in the D1
 * outbox. The page's claim is the submission's one claim, so that write goes without the key; the outbox row
 * keeps it and each replay sends it as `Idempotency-Key`, so the source stores the submission once however often
 * it is delivered (docs/decisions/019-one-submission-per-form.md).
 * Without a configured bot check (neither reCAPTCHA nor BOT_CHECK=off) nothing is accepted.
 */
export async function submitPublicForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: OutboxPath,
  data: Record<string, unknown>,
  form: FormData,
): Promise<SubmitOutcome> {
  const keys = portalStore(context.get(appContext).env).submissionKeys;
  const key = await submissionKeyOf(form, path, data);
  const scope = `page:${path}`;
  const claim = await claimOrProceed(keys, scope, key);
  if (claim.kind === "repeat") return claim.response as SubmitOutcome;
  if (claim.kind !== "first") return "failed";
  let outcome: SubmitOutcome = "failed";
  try {
    outcome = await submitOnce(request, context, path, data, form, key);
    return outcome;
  } finally {
    const done = outcome === "stored" || outcome === "queued";
    await (done ? keys.complete(scope, key, 200, outcome) : keys.release(scope, key)).catch((error: unknown) =>
      console.error("submission key update failed", error),
    );
  }
}

async function submitOnce(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: OutboxPath,
  data: Record<string, unknown>,
  form: FormData,
  key: string,
): Promise<SubmitOutcome> {
  const { env, ctx } = context.get(appContext);
  const client = contentClient(request, context, "server");

  const mode = botCheckMode(env);
  if (mode === "unconfigured") {
    console.error("public form refused: no bot check configured (set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or TURNSTILE_SITE_KEY and TURNSTILE_SECRET, or BOT_CHECK=off locally)");
    return "failed";
  }
  let captcha = SERVER_CAPTCHA_MARKER;
  if (mode !== "off") {
    const token = form.get(CAPTCHA_FIELD);
    if (typeof token !== "string" || token === "") return "bot-check";
    const check = await client.verifyCaptcha(token);
    // A 400 is a bad or expired token. Any other failure is the service being down: the write below fails the
    // same way and the submission lands in the outbox rather than being lost.
    if (!check.ok && check.status === 400) return "bot-check";
    captcha = token;
  }

  const body = { data };
  const result = await client.create(path, body, { captcha });
  if (result.ok) {
    // The source is up again: a good moment to deliver what an earlier outage left behind.
    ctx.waitUntil(replayPublicForms(env, client));
    return "stored";
  }
  if (result.status >= 400 && result.status < 500) {
    console.error(`public form refused by the content source: ${path}`, result.status, result.error.message);
    return "rejected";
  }
  try {
    await portalStore(env).formOutbox.save(path, body, `${result.status} ${result.error.message}`, key);
    return "queued";
  } catch (error) {
    console.error("form outbox write failed", error);
    return "failed";
  }
}

/**
 * Delivers what the outbox holds with a client built for the server (its API token). Runs after a successful
 * form write and from the Worker's cron trigger, so a quiet site still delivers once its content source is back.
 */
export async function replayPublicForms(env: Env, client: ContentClient): Promise<void> {
  const send: OutboxSender = (path, body, idempotencyKey) => client.create(path, body, { captcha: SERVER_CAPTCHA_MARKER, idempotencyKey });
  try {
    await portalStore(env).formOutbox.replay(send);
  } catch (error) {
    console.error("form outbox replay failed", error);
  }
}
