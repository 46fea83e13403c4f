import { describe, expect, it } from "vitest";
import { backOfficeNav, backOfficePath, backOfficeReturnPath, isBackOfficePath, navFor } from "./table";

describe("back-office paths", () => {
  it("spells a page in either language", () => {
    expect(backOfficePath("login", "th")).toBe("/admin/login");
    expect(backOfficePath("login", "en")).toBe("/en/admin/login");
  });

  it("knows the back office's paths in both languages, whatever their case", () => {
    for (const path of ["/admin", "/admin/", "/admin/audit", "/en/admin", "/en/admin/login", "/ADMIN", "//admin/login"]) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/en/administrator", "/news-lists/admin", "/en"]) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });

  it("returns after sign-in to a back-office page only", () => {
    expect(backOfficeReturnPath("/admin/audit?page=2", "th")).toBe("/admin/audit?page=2");
    expect(backOfficeReturnPath("/en/admin/audit", "en")).toBe("/en/admin/audit");
    expect(backOfficeReturnPath("/profile", "en")).toBe("/en/admin");
    expect(backOfficeReturnPath("https://evil.example/admin", "th")).toBe("/admin");
    expect(backOfficeReturnPath("//evil.example/admin", "th")).toBe("/admin");
    expect(backOfficeReturnPath("/admin/login", "th")).toBe("/admin");
    expect(backOfficeReturnPath("/en/admin/verify?x=1", "en")).toBe("/en/admin");
    expect(backOfficeReturnPath(null, "th")).toBe("/admin");
  });

  it("lists only menu pages", () => {
    expect(backOfficeNav).toEqual(["home", "audit", "content", "import", "media", "claims", "changes", "owners", "staff", "requests", "forms", "messages", "mails", "subscribers", "secondFactor"]);
    expect(navFor("editor")).toEqual(["home", "audit", "content", "import", "media", "claims", "changes", "requests", "forms", "messages", "mails", "subscribers", "secondFactor"]);
    expect(navFor("admin")).toEqual(["home", "audit", "content", "import", "media", "claims", "changes", "owners", "staff", "requests", "forms", "messages", "mails", "subscribers", "secondFactor"]);
  });
});
