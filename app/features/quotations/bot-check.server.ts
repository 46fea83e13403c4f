import type { RouterContextProvider } from "react-router";
import { CAPTCHA_FIELD } from "~/content/public-form.server";
import { contentFor } from "~/content/server";
import { appContext } from "~/context";
import { botCheckMode } from "~/lib/runtime-config";

/**
 * The bot check of a member form whose collection the service does not guard with one: the reCAPTCHA token is
 * verified through `api/google-recaptcha-verify` before anything is saved. Off only where BOT_CHECK=off; with no
 * configured check nothing passes. A service that cannot be reached fails the write after it, not this check.
 */
export async function passesBotCheck(request: Request, context: Readonly<RouterContextProvider>, form: FormData): Promise<boolean> {
  const mode = botCheckMode(context.get(appContext).env);
  if (mode === "off") return true;
  if (mode === "unconfigured") return false;
  const token = form.get(CAPTCHA_FIELD);
  if (typeof token !== "string" || token === "") return false;
  const check = await contentFor(request, context).post("api/google-recaptcha-verify", { token });
  return check.ok || check.status !== 400;
}
