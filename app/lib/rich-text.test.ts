import { describe, expect, it } from "vitest";
import { hasVisibleText, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps formatting and safe links", () => {
    expect(sanitizeRichText('<p>ศูนย์ประชุม <strong>ใหญ่</strong> <a href="https://impact.co.th">IMPACT</a></p>')).toBe(
      '<p>ศูนย์ประชุม <strong>ใหญ่</strong> <a href="https://impact.co.th">IMPACT</a></p>',
    );
  });

  it("removes scripts, event handlers and javascript: URLs", () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("treats empty markup as empty", () => {
    expect(hasVisibleText("<p>&nbsp;</p>")).toBe(false);
    expect(hasVisibleText(null)).toBe(false);
    expect(hasVisibleText("<p>ข้อมูล</p>")).toBe(true);
  });
});
