import { describe, expect, it } from "vitest";
import { hasVisibleText, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps formatting and safe links", () => {
    expect(sanitizeRichText('<p>ศูนย์ประชุม <strong>ใหญ่</strong> <a href="https://impact.co.th">IMPACT</a></p>')).toBe(
      '<p>ศูนย์ประชุม <strong>ใหญ่</strong> <a href="https://impact.co.th" rel="noopener noreferrer">IMPACT</a></p>',
    );
  });

  it("keeps same-site links as they are and marks external ones noopener noreferrer", () => {
    expect(sanitizeRichText('<a href="/en/contact?x=1&amp;y=2">us</a>')).toBe('<a href="/en/contact?x=1&amp;y=2">us</a>');
    expect(sanitizeRichText('<a href="mailto:info@impact.co.th">mail</a>')).toBe('<a href="mailto:info@impact.co.th">mail</a>');
    expect(sanitizeRichText('<a href="https://evil.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://evil.example" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops links that only look same-site, however they are spelled", () => {
    const tricks = [
      "/\\evil.example",
      "\\/evil.example",
      "//evil.example",
      "/&#92;evil.example",
      "/&#x5c;evil.example",
      "&#47;&#47;evil.example",
      "/&#9;/evil.example",
      "/\t/evil.example",
      "/\n\\evil.example",
      "/%2F%2Fevil.example",
      "/\uFF0Fevil.example",
      "java&#9;script:alert(1)",
      "&#106;avascript:alert(1)",
    ];
    for (const href of tricks) {
      const clean = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(clean, href).toBe("<a>x</a>");
    }
    expect(sanitizeRichText('<img src="/&#92;evil.example/pixel.png" alt="map">')).toBe('<img alt="map">');
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
