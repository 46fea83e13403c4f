import { describe, expect, it } from "vitest";
import { dailyVisitorHash } from "./visitor-hash";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0";

describe("dailyVisitorHash", () => {
  it("is the same for one visitor all day, and holds neither the address nor the agent", async () => {
    const hash = await dailyVisitorHash("secret", "2026-11-27", "203.0.113.7", AGENT);
    expect(await dailyVisitorHash("secret", "2026-11-27", "203.0.113.7", AGENT)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203");
  });

  it("tells visitors apart by address and by agent", async () => {
    const hash = await dailyVisitorHash("secret", "2026-11-27", "203.0.113.7", AGENT);
    expect(await dailyVisitorHash("secret", "2026-11-27", "203.0.113.8", AGENT)).not.toBe(hash);
    expect(await dailyVisitorHash("secret", "2026-11-27", "203.0.113.7", `${AGENT} Edg`)).not.toBe(hash);
  });

  it("changes with the day and the secret, so days cannot be linked and hashes not guessed without it", async () => {
    const hash = await dailyVisitorHash("secret", "2026-11-27", "203.0.113.7", AGENT);
    expect(await dailyVisitorHash("secret", "2026-11-28", "203.0.113.7", AGENT)).not.toBe(hash);
    expect(await dailyVisitorHash("other", "2026-11-27", "203.0.113.7", AGENT)).not.toBe(hash);
  });
});
