import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { editableFields } from "~/lib/model-form/form-model";
import { filterFieldsOf, managedCollection, managedCollections, titleFieldOf } from "./collections";

describe("the collections the content manager edits", () => {
  it("are the content collections, without member rows, public forms or single types", () => {
    const plurals = managedCollections.map((c) => c.plural);
    expect(plurals).toEqual(expect.arrayContaining(["trade-shows", "venues", "news", "jobs", "packages", "booth-types", "banners"]));
    for (const plural of ["bookmarks", "package-forms", "contact-messages", "master-data-app", "booth-reservations"]) expect(plurals).not.toContain(plural);
    expect(managedCollection("bookmarks")).toBeUndefined();
  });

  it("leave out private fields and those only the service moves", () => {
    const venue = editableFields(collectionByPlural("venues")!).map(([name]) => name);
    expect(venue).not.toContain("owners");
    expect(editableFields(collectionByPlural("booth-types")!).map(([name]) => name)).not.toContain("booths_reserved");
  });

  it("name a record by its name or title", () => {
    expect(titleFieldOf(collectionByPlural("trade-shows")!)).toBe("name");
    expect(titleFieldOf(collectionByPlural("news")!)).toBe("title");
    expect(titleFieldOf(collectionByPlural("organizers")!)).toBe("company_name");
  });

  it("filter on enumerations, relations and yes/no fields", () => {
    const names = filterFieldsOf(collectionByPlural("trade-shows")!).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["venue", "organizer", "scope", "event_status", "featured"]));
    expect(names).not.toContain("name");
  });
});
