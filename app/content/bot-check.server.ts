import type { RouterContextProvider } from "react-router";
import { contentClient } from "./content-client.server";
import { appContext } from "~/context";
import { botCheckMode, CAPTCHA_FIELD } from "~/lib/runtime-config";

/**
 * The bot check of a member form whose write the content service does not check itself (member collections
 * take the member's JWT, not a reCAPTCHA token): the token is verified once, here. Without a configured bot
 * check (neither reCAPTCHA nor BOT_CHECK=off) nothing passes.
 */
export async function passesBotCheck(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<"ok" | "bot-check" | "failed"> {
  const mode = botCheckMode(context.get(appContext).env);
  if (mode === "off") return "ok";
  if (mode === "unconfigured") {
    console.error("member form refused: no bot check configured (set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or TURNSTILE_SITE_KEY and TURNSTILE_SECRET, or BOT_CHECK=off locally)");
    return "failed";
  }
  const token = form.get(CAPTCHA_FIELD);
  if (typeof token !== "string" || token === "") return "bot-check";
  const check = await contentClient(request, context, "anonymous").verifyCaptcha(token);
  if (check.ok) return "ok";
  return check.status === 400 ? "bot-check" : "failed";
}
