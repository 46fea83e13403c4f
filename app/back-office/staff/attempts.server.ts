import { SIGN_IN_LIMITS } from "~/domain/sign-in-limits";
import { waitText } from "~/lib/intl-formats";
import { clientIp } from "~/lib/client-ip";
import { LOCALES } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { portalStore } from "~/portal-store/portal-store.server";

/**
 * Staff sign-in attempts, passwords and second-factor codes alike, counted apart from members' but with their
 * limits and lock-out (app/domain/sign-in-limits.ts): per identifier (the name typed, or the account waiting
 * for its code) and per client address.
 */
const RULES = {
  password: {
    perIdentifier: { name: "staff-sign-in:identifier", ...SIGN_IN_LIMITS.perIdentifier },
    perAddress: { name: "staff-sign-in:ip", ...SIGN_IN_LIMITS.perAddress },
  },
  code: {
    perIdentifier: { name: "staff-code:account", ...SIGN_IN_LIMITS.perIdentifier },
    perAddress: { name: "staff-code:ip", ...SIGN_IN_LIMITS.perAddress },
  },
};

/** Counts one attempt; null within the limits, else how long to wait, in words in the page's language. */
export async function staffAttemptWait(env: Pick<Env, "DB">, request: Request, kind: keyof typeof RULES, identifier: string, locale: Locale): Promise<string | null> {
  const rules = RULES[kind];
  const seconds = await portalStore(env).signInAttempts.count([rules.perAddress, clientIp(request)], [rules.perIdentifier, identifier]);
  return seconds > 0 ? waitText(seconds, LOCALES[locale].iso) : null;
}
