import { describe, expect, it } from "vitest";
import { botCheckMode, botCheckWidget, configurationProblems, isLoopbackUrl, portalToday } from "./runtime-config";

const secrets = { JWT_SECRET: "a".repeat(64), SESSION_SECRET: "b".repeat(64), CONTENT_API_TOKEN: "c".repeat(64) };
const recaptcha = { RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "recaptcha-secret" };

describe("isLoopbackUrl", () => {
  it("knows the developer's own machine", () => {
    for (const url of ["http://127.0.0.1:8787", "http://localhost:5173", "http://portal.localhost", "http://[::1]:8787"]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
  });

  it("treats everything else, and nonsense, as public", () => {
    for (const url of ["https://expolink.example", "http://127.0.0.1.example.com", "http://10.0.0.1", "", "not a url"]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});

describe("configurationProblems", () => {
  it("accepts real secrets and reCAPTCHA on a public site", () => {
    expect(configurationProblems({ SITE_URL: "https://expolink.example", ...secrets, ...recaptcha })).toEqual([]);
  });

  it("refuses the once-committed development values on a public site, naming the variable only", () => {
    const problems = configurationProblems({
      SITE_URL: "https://expolink.example",
      ...secrets,
      ...recaptcha,
      JWT_SECRET: "local-development-jwt-secret-change-me",
    });
    expect(problems).toEqual(["JWT_SECRET is a known development value"]);
  });

  it("refuses a missing secret anywhere, even on loopback", () => {
    expect(configurationProblems({ SITE_URL: "http://127.0.0.1:8787", ...secrets, SESSION_SECRET: "" })).toEqual([
      "SESSION_SECRET is not set",
    ]);
  });

  it("refuses a public site without a bot check, or one that switched it off", () => {
    expect(configurationProblems({ SITE_URL: "https://expolink.example", ...secrets, BOT_CHECK: "off" })).toEqual([
      "BOT_CHECK=off is only allowed with a loopback SITE_URL",
      "no bot check is configured: set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or TURNSTILE_SITE_KEY and TURNSTILE_SECRET",
    ]);
    const turnstile = { TURNSTILE_SITE_KEY: "0x4AAA", TURNSTILE_SECRET: "0x4AAB" };
    expect(configurationProblems({ SITE_URL: "https://expolink.example", ...secrets, ...turnstile })).toEqual([]);
  });
});

describe("botCheckMode", () => {
  it("skips the check only when a loopback site says BOT_CHECK=off", () => {
    expect(botCheckMode({ SITE_URL: "http://127.0.0.1:8787", BOT_CHECK: "off", ...recaptcha })).toBe("off");
    expect(botCheckMode({ SITE_URL: "https://expolink.example", BOT_CHECK: "off", ...recaptcha })).toBe("recaptcha");
  });

  it("needs both the site key and the secret for reCAPTCHA, and is unconfigured otherwise", () => {
    expect(botCheckMode({ SITE_URL: "http://127.0.0.1:8787", ...recaptcha })).toBe("recaptcha");
    expect(botCheckMode({ SITE_URL: "http://127.0.0.1:8787", RECAPTCHA_SECRET: "s" })).toBe("unconfigured");
    expect(botCheckMode({ SITE_URL: "http://127.0.0.1:8787" })).toBe("unconfigured");
  });

  it("takes Cloudflare Turnstile as an equal choice: the configured one, or the one BOT_CHECK names when both are", () => {
    const turnstile = { TURNSTILE_SITE_KEY: "0x4AAA", TURNSTILE_SECRET: "0x4AAB" };
    const site = { SITE_URL: "https://expolink.example" };
    expect(botCheckMode({ ...site, ...turnstile })).toBe("turnstile");
    expect(botCheckMode({ ...site, TURNSTILE_SITE_KEY: "0x4AAA" })).toBe("unconfigured");
    expect(botCheckMode({ ...site, ...turnstile, ...recaptcha })).toBe("recaptcha");
    expect(botCheckMode({ ...site, ...turnstile, ...recaptcha, BOT_CHECK: "turnstile" })).toBe("turnstile");
    expect(botCheckWidget({ ...site, ...turnstile })).toEqual({ provider: "turnstile", siteKey: "0x4AAA" });
    expect(botCheckWidget({ ...site, ...recaptcha })).toEqual({ provider: "recaptcha", siteKey: recaptcha.RECAPTCHA_SITE_KEY });
    expect(botCheckWidget({ SITE_URL: "http://127.0.0.1:8787", BOT_CHECK: "off", ...recaptcha })).toBeNull();
  });
});

describe("a fixed day for the portal's calendar", () => {
  it("is a local run's choice: a public site refuses to serve with one", () => {
    expect(portalToday({ SITE_URL: "http://127.0.0.1:8790", PORTAL_TODAY: "2026-11-26" })).toBe("2026-11-26");
    expect(configurationProblems({ SITE_URL: "https://expolink.example", ...secrets, ...recaptcha, PORTAL_TODAY: "2026-11-26" })).toEqual([
      "PORTAL_TODAY is only allowed with a loopback SITE_URL",
    ]);
    expect(portalToday({ SITE_URL: "https://expolink.example", PORTAL_TODAY: "2026-11-26" })).toBeUndefined();
  });

  it("must be a real day, else the real clock runs and the Worker says why it will not serve", () => {
    expect(portalToday({ SITE_URL: "http://127.0.0.1:8787", PORTAL_TODAY: "2026-02-30x" })).toBeUndefined();
    expect(configurationProblems({ SITE_URL: "http://127.0.0.1:8787", ...secrets, PORTAL_TODAY: "next week" })).toEqual([
      "PORTAL_TODAY is not a day like 2026-11-26",
    ]);
  });
});
