import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { editableFields, formFieldsOf } from "./form-model";
import { parseContentForm, recordToValues, toBangkokInput } from "./form-values";

const showFields = formFieldsOf(editableFields(collectionByPlural("trade-shows")!));
const venueFields = formFieldsOf(editableFields(collectionByPlural("venues")!));

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe("the generated form", () => {
  it("has a control for every field staff write, in the model's order", () => {
    const controls = Object.fromEntries(showFields.map((field) => [field.name, field.control]));
    expect(controls).toMatchObject({
      name: "text",
      slug: "slug",
      start_date: "date",
      venue: "relation",
      summary: "textarea",
      description: "richtext",
      cover_img: "image",
      tags: "words",
      gallery: "json",
      event_status: "select",
      featured: "checkbox",
      booth_price_from: "decimal",
      expected_visitors: "integer",
    });
    expect(showFields.find((field) => field.name === "name")).toMatchObject({ localized: true, required: true, maxLength: 200 });
    expect(Object.fromEntries(venueFields.map((field) => [field.name, field.control])).contactor).toBe("contact");
  });

  it("reads a good form into the service's data, empty fields as null", () => {
    const { errors, data } = parseContentForm(
      showFields,
      formOf({
        name: "งานทดสอบ",
        name_en: "",
        start_date: "2026-05-01",
        end_date: "2026-05-03",
        scope: "thai",
        venue: "3",
        tags: "food\n\n machinery ",
        featured: "on",
        booth_price_from: "12,500.50",
        expected_visitors: "2000",
        cover_img: "/api/uploads/a.png",
        "cover_img.alt": "ภาพปก",
        gallery: "[]",
      }),
    );
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      name: "งานทดสอบ",
      name_en: null,
      venue: 3,
      tags: ["food", "machinery"],
      featured: true,
      reservation_open: false,
      booth_price_from: 12500.5,
      expected_visitors: 2000,
      cover_img: { path: "/api/uploads/a.png", alt: "ภาพปก" },
      gallery: [],
      summary: null,
    });
  });

  it("answers each bad value beside its field and keeps what was typed", () => {
    const typed = { name: "x".repeat(201), start_date: "soon", scope: "mars", expected_visitors: "1.5", booth_price_from: "-1", gallery: "{", slug: "no spaces" };
    const { errors, values } = parseContentForm(showFields, formOf(typed));
    expect(errors).toEqual({
      name: { key: "content.errors.tooLong", values: { max: 200 } },
      start_date: { key: "content.errors.date" },
      end_date: { key: "content.errors.required" },
      scope: { key: "content.errors.option" },
      expected_visitors: { key: "content.errors.wholeNumber" },
      booth_price_from: { key: "content.errors.range", values: { min: 0, max: 1e10 } },
      gallery: { key: "content.errors.json" },
      slug: { key: "content.errors.slug" },
    });
    expect(values).toMatchObject(typed);
  });

  it("edits the contact box as its own fields", () => {
    const { data, errors } = parseContentForm(venueFields, formOf({ name: "ฮอลล์", "contactor.phone": "02 000 0000", "contactor.website.url": "https://x.example", "contactor.email": "nope" }));
    expect(data.contactor).toEqual({ phone: "02 000 0000", website: { url: "https://x.example" }, email: "nope" });
    expect(errors["contactor.email"]).toEqual({ key: "content.errors.email" });
  });

  it("shows a stored record, datetimes in Bangkok time", () => {
    const values = recordToValues(showFields, {
      name: "งาน",
      name_en: "Show",
      venue: { data: { id: 4, attributes: {} } },
      tags: ["a", "b"],
      featured: true,
      cover_img: { url: "/api/uploads/b.png", alt_en: "Cover" },
    });
    expect(values).toMatchObject({ name: "งาน", name_en: "Show", venue: "4", tags: "a\nb", featured: "on", cover_img: "/api/uploads/b.png", "cover_img.alt_en": "Cover" });
    expect(toBangkokInput("2026-01-31T03:00:00.000Z")).toBe("2026-01-31T10:00");
  });
});
