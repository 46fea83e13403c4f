import { describe, expect, it } from "vitest";
import { daysFromToday } from "../../test/calendar";
import { bangkokMidnight } from "./dates";
import { changeWindowStart, editVersion, ownerFormFields, ownerFormValues, strangeNames, withUnsentInputs } from "./listing-edit";
import { changedAttributes, inputNamesOf } from "./model-form/changed-data";

const venueFields = ownerFormFields("venue");
const published = {
  name: "ไบเทค",
  name_en: "BITEC",
  slug: "bitec",
  halls: 11,
  facilities: ["parking", "wifi"],
  contactor: { phone: "02 749 3939", website: { url: "https://www.bitec.co.th" } },
  cover_img: { path: "/seed/bitec.webp", alt: "อาคารไบเทค" },
};

const formWith = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe("an owner's editor of its listing", () => {
  it("offers the listing's public fields, never the site team's", () => {
    const names = venueFields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(["name", "address", "summary", "note", "cover_img", "contactor", "halls", "facilities"]));
    for (const siteTeam of ["slug", "featured", "verified", "owners", "gallery"]) expect(names).not.toContain(siteTeam);
    expect(ownerFormFields("organizer").map((field) => field.name)).toContain("company_name");
  });

  it("names a sent field the editor does not have, whatever it is", () => {
    const inputs = Object.fromEntries(venueFields.flatMap(inputNamesOf).map((name) => [name, ""]));
    expect(strangeNames(formWith({ ...inputs, version: "v", submission_key: "k" }), venueFields, ["version", "submission_key"])).toEqual([]);
    expect(strangeNames(formWith({ ...inputs, slug: "x", featured: "on", "contactor.fax": "1" }), venueFields, ["version"])).toEqual(["slug", "featured", "contactor.fax"]);
  });

  it("counts as changed only attributes whose inputs read differently, and an uploaded picture", () => {
    const typed = ownerFormValues(venueFields, published, null);
    expect(changedAttributes(venueFields, published, typed, new Set())).toEqual([]);
    expect(changedAttributes(venueFields, published, { ...typed, "contactor.phone": "02 749 3000", name_en: "BITEC Bangna" }, new Set())).toEqual(["name_en", "contactor"]);
    expect(changedAttributes(venueFields, published, typed, new Set(["cover_img"]))).toEqual(["cover_img"]);
  });

  it("fills the inputs a sent form left out from what the editor opens with, so nothing unsent is cleared", () => {
    const opened = ownerFormValues(venueFields, published, null);
    const complete = withUnsentInputs(formWith({ "contactor.phone": "02 749 3000", version: "v" }), venueFields, opened);
    expect(complete.get("contactor.phone")).toBe("02 749 3000");
    expect(complete.get("contactor.website.url")).toBe("https://www.bitec.co.th");
    expect(complete.get("name")).toBe("ไบเทค");
    expect(complete.get("cover_img.file")).toBeNull();
    expect(changedAttributes(venueFields, published, Object.fromEntries([...complete].map(([k, v]) => [k, String(v)])), new Set())).toEqual(["contactor"]);
  });

  it("opens on the published listing with the waiting change laid over it", () => {
    const values = ownerFormValues(venueFields, published, { halls: 12, contactor: { phone: "02 749 3000" } });
    expect(values.halls).toBe("12");
    expect(values["contactor.phone"]).toBe("02 749 3000");
    expect(values.name).toBe("ไบเทค");
  });

  it("carries a version that moves with the listing and with the waiting change", () => {
    expect(editVersion("stamp-1", null)).not.toBe(editVersion("stamp-1", 7));
    expect(editVersion("stamp-1", 7)).not.toBe(editVersion("stamp-2", 7));
  });

  it("counts the daily limit from Bangkok's midnight", () => {
    const midnight = bangkokMidnight(daysFromToday(0));
    expect(changeWindowStart(new Date(Date.parse(midnight) - 60_000))).toBe(bangkokMidnight(daysFromToday(-1)));
    expect(changeWindowStart(new Date(midnight))).toBe(midnight);
  });
});
