import { beforeAll, describe, expect, it } from "vitest";
import { api, API_TOKEN, bearer, insertFixtures, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** The forms received (docs/pages.md, "Back office"): read-only lists of contract and package forms, for the staff only. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed;

const contact = { contact_name: "Nida K", company_name: "Forms Company", email: "forms@example.com", phone: "0812345678", package: 1 };

beforeAll(async () => {
  await insertFixtures();
  editor = await signedInStaff("forms-editor", "editor");
  admin = await signedInStaff("forms-admin", "admin");
  member = await signedInMember("forms-member");
  const contract = { ...contact, reference: "CF-FORMS001", start_date: "2027-01-01", periods: 6, tax_id: "0105551234561", message: "Please call after 10 am." };
  expect((await api("/api/contract-forms", jsonInit("POST", { data: contract }, bearer(API_TOKEN)))).status).toBe(200);
  expect((await api("/api/package-forms", jsonInit("POST", { data: { ...contact, company_name: "Enquiring Company" } }, bearer(API_TOKEN)))).status).toBe(200);
});

describe("forms received", () => {
  it("list contracts and package enquiries to editors and admins, in both languages", async () => {
    const contracts = await send("/admin/forms", { cookie: editor.cookie });
    expect(contracts.status).toBe(200);
    expectPrivate(contracts.headers);
    expect(contracts.html).toContain("CF-FORMS001 · สัญญาแพ็กเกจ");
    expect(contracts.html).toContain("Please call after 10 am.");
    expect(contracts.html).not.toContain("Enquiring Company");
    const packages = await send("/en/admin/forms?list=packages", { cookie: admin.cookie });
    expect(packages.html).toContain("Enquiring Company");
    expect(packages.html).toContain("Package enquiry");
    expect(packages.html).toContain("Basic");
  });

  it("send strangers to sign in and refuse members", async () => {
    expect((await send("/admin/forms")).status).toBe(303);
    expect((await send("/admin/forms?list=packages", { cookie: member.cookie })).status).toBe(403);
  });
});
