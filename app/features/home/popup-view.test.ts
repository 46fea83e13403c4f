import { describe, expect, it } from "vitest";
import { type PopupLabels, popupFields, popupView } from "./popup-view";

const labels: PopupLabels = {
  provinces: [{ value: "Nonthaburi", th: "นนทบุรี", en: "Nonthaburi" }],
  countries: [{ value: "Thailand", th: "ไทย", en: "Thailand" }],
  sectors: [{ value: "exhibition-centre", th: "ศูนย์แสดงสินค้า", en: "Exhibition centre" }],
};

const venue = {
  name: "อิมแพ็ค เมืองทองธานี",
  name_en: "IMPACT Muang Thong Thani",
  slug: "impact-muang-thong-thani",
  address: "99 ถนนป๊อปปูล่า",
  address_en: "99 Popular Road",
  note: "<p>ใกล้ทางด่วน</p>",
  cover_img: { path: "/seed/logos/impact.svg" },
  province: "Nonthaburi",
  country: "Thailand",
  sector: "exhibition-centre",
  contactor: { phone: "02-833-4455", flag: "02-833-4456", email: "info@impact.co.th" },
};

describe("popupView", () => {
  it("shows a venue's name, address, note, contact and a footer with province, country, sector and the address on the map", () => {
    const view = popupView("venue", venue, "th", labels);
    expect(view.name).toBe("อิมแพ็ค เมืองทองธานี");
    expect(view.logo).toBe("/seed/logos/impact.svg");
    expect(view.address).toBe("99 ถนนป๊อปปูล่า");
    expect(view.note).toBe("<p>ใกล้ทางด่วน</p>");
    expect(view.contactor?.flag).toBe("02-833-4456");
    expect(view.footer).toEqual(["นนทบุรี", "ไทย", "ศูนย์แสดงสินค้า"]);
    expect(view.mapAddress).toEqual({
      text: "99 ถนนป๊อปปูล่า",
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("อิมแพ็ค เมืองทองธานี 99 ถนนป๊อปปูล่า")}`,
    });
    expect(view.detailPath).toBe("/venue-show-details/impact-muang-thong-thani");
  });

  it("uses English texts and labels on English pages", () => {
    const view = popupView("venue", venue, "en", labels);
    expect(view.name).toBe("IMPACT Muang Thong Thani");
    expect(view.footer).toEqual(["Nonthaburi", "Thailand", "Exhibition centre"]);
    expect(view.mapAddress?.text).toBe("99 Popular Road");
  });

  it("keeps the province and country in the footer when the address names them too", () => {
    const view = popupView("venue", { ...venue, address: "99 ถนนป๊อปปูล่า อำเภอปากเกร็ด นนทบุรี 11120" }, "th", labels);
    expect(view.address).toBe("99 ถนนป๊อปปูล่า อำเภอปากเกร็ด นนทบุรี 11120");
    expect(view.footer).toEqual(["นนทบุรี", "ไทย", "ศูนย์แสดงสินค้า"]);
    const organizer = { company_name: "สมาคม", province: "Nonthaburi", country: "Thailand", address: "ถนนรัชดา นนทบุรี ประเทศไทย" };
    expect(popupView("organizer", organizer, "th", labels).footer).toEqual(["นนทบุรี", "ไทย"]);
  });

  it("names companies by company_name and leaves sector and address out of the organizer and contractor footers", () => {
    const company = { company_name: "เอ็น.ซี.ซี. เอ็กซิบิชั่น", slug: "ncc", province: "Nonthaburi", country: "Thailand", sector: "exhibition-centre", address: "ถนนรัชดา" };
    expect(popupView("organizer", company, "th", labels)).toMatchObject({
      name: "เอ็น.ซี.ซี. เอ็กซิบิชั่น",
      address: "ถนนรัชดา",
      footer: ["นนทบุรี", "ไทย"],
      mapAddress: null,
      detailPath: "/organizer-show-details/ncc",
    });
    expect(popupView("contractor", company, "en", labels).footer).toEqual(["Nonthaburi", "Thailand"]);
    expect(popupView("contractor", company, "th", labels).detailPath).toBe("/contractor-show-details/ncc");
  });

  it("shows the company contact in the venue box: sector and address in the footer", () => {
    const company = { company_name: "เอ็น.ซี.ซี.", province: "Nonthaburi", sector: "exhibition-centre", address: "ถนนรัชดา" };
    const view = popupView("company", company, "th", labels);
    expect(view.footer).toEqual(["นนทบุรี", "ศูนย์แสดงสินค้า"]);
    expect(view.mapAddress?.text).toBe("ถนนรัชดา");
    expect(view.detailPath).toBeNull();
  });

  it("gives null for a missing or blank address and note, so the no-address text shows and the note is left out", () => {
    const view = popupView("venue", { name: "ฮอลล์", address: "  ", note: " \n " }, "th", labels);
    expect(view.address).toBeNull();
    expect(view.note).toBeNull();
    expect(view.footer).toEqual([]);
    expect(view.mapAddress).toBeNull();
    expect(popupView("venue", { name: "ฮอลล์" }, "en", labels).address).toBeNull();
  });

  it("falls back to the Thai address and shows raw values that master data does not know", () => {
    const view = popupView("venue", { name: "ฮอลล์", address: "ถนนสุขุมวิท", province: "Atlantis" }, "en", labels);
    expect(view.address).toBe("ถนนสุขุมวิท");
    expect(view.footer).toEqual(["Atlantis"]);
    expect(view.mapAddress?.text).toBe("ถนนสุขุมวิท");
  });

  it("reads cover_img as a plain string or as {path}", () => {
    expect(popupView("venue", { name: "a", cover_img: "/logo.png" }, "th", labels).logo).toBe("/logo.png");
    expect(popupView("venue", { name: "a", cover_img: { path: "/p.png" } }, "th", labels).logo).toBe("/p.png");
    expect(popupView("venue", { name: "a" }, "th", labels).logo).toBeUndefined();
  });

  it("keeps contactor as given: the contact block shows the fax line only when flag is set and 'no contact details' without a phone", () => {
    expect(popupView("organizer", { company_name: "a" }, "th", labels).contactor).toBeNull();
    expect(popupView("organizer", { company_name: "a", contactor: { email: "a@b.co" } }, "th", labels).contactor).toEqual({ email: "a@b.co" });
  });
});

describe("popupFields", () => {
  it("asks each collection for its own name fields only", () => {
    expect(popupFields("venue")).toEqual(expect.arrayContaining(["name", "name_en", "contactor", "note"]));
    expect(popupFields("venue")).not.toContain("company_name");
    expect(popupFields("company")).toEqual(expect.arrayContaining(["company_name", "company_name_en"]));
    expect(popupFields("contractor")).not.toContain("name");
  });
});
