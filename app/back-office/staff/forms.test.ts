import { describe, expect, it } from "vitest";
import { parseStaffLogin } from "./forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the staff sign-in form", () => {
  it("reads the identifier and password", () => {
    const parsed = parseStaffLogin(form({ identifier: " Demo-Editor ", password: "secret", redirectTo: "/admin" }));
    expect(parsed.ok && parsed.data).toEqual({ identifier: "Demo-Editor", password: "secret", redirectTo: "/admin" });
  });

  it("says which field is missing and never sends the password back", () => {
    const parsed = parseStaffLogin(form({ identifier: "", password: "typed" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ identifier: "errors.identifierRequired" });
    expect(parsed.values).toEqual({ identifier: "", redirectTo: "" });
  });
});
