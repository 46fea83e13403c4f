import { describe, expect, it } from "vitest";
import { isStaffRole, roleAllows } from "./staff-roles";

describe("staff roles", () => {
  it("lets an admin open every page and an editor only the editors' pages", () => {
    expect(roleAllows("admin", "admin")).toBe(true);
    expect(roleAllows("admin", "editor")).toBe(true);
    expect(roleAllows("editor", "editor")).toBe(true);
    expect(roleAllows("editor", "admin")).toBe(false);
  });

  it("knows only the two roles", () => {
    expect(isStaffRole("editor")).toBe(true);
    expect(isStaffRole("admin")).toBe(true);
    expect(isStaffRole("member")).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });
});
