import { BROWSER } from "./seeded";
import { fetchWithEnv } from "./with-env";

/**
 * A newsletter sign-up as the footer form posts it. The form has no reCAPTCHA widget, so the Worker runs as
 * local development does, with the bot check switched off explicitly.
 */
export function subscribe(email: string, path = "/newsletter") {
  return fetchWithEnv(
    { BOT_CHECK: "off" },
    new Request(`http://example.com${path}`, {
      method: "POST",
      headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    }),
  );
}
