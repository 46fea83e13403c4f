import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { editableFields, formFieldsOf } from "./form-model";
import { masterChoices, masterOptions, strayMasterFields } from "./master-options";

const venueFields = formFieldsOf(editableFields(collectionByPlural("venues")!));
const lists = {
  provinces: [
    { value: "Bangkok", th: "กรุงเทพมหานคร", en: "Bangkok" },
    { value: "Chiang Mai", th: "เชียงใหม่", en: "Chiang Mai" },
  ],
  sectors: [
    { value: "food-beverage", th: "อาหารและเครื่องดื่ม", en: "Food & beverage", group: "industry" },
    { value: "exhibition-convention", th: "ศูนย์แสดงสินค้าและการประชุม", en: "Exhibition & convention centre", group: "venue" },
  ],
};

describe("a master-data field", () => {
  it("offers its list's entries in the page's language, of its own group only", () => {
    const options = masterOptions(venueFields, lists, {}, "th");
    expect(options.province).toEqual([
      { value: "Bangkok", label: "กรุงเทพมหานคร" },
      { value: "Chiang Mai", label: "เชียงใหม่" },
    ]);
    expect(options.sector).toEqual([{ value: "exhibition-convention", label: "ศูนย์แสดงสินค้าและการประชุม" }]);
    expect(masterOptions(venueFields, lists, {}, "en", true).sector).toEqual([{ value: "exhibition-convention", label: "Exhibition & convention centre (ศูนย์แสดงสินค้าและการประชุม)" }]);
  });

  it("keeps a stored value in no entry as its own first choice, marked", () => {
    expect(masterOptions(venueFields, lists, { province: "Krung Thep" }, "en").province?.[0]).toEqual({ value: "Krung Thep", label: "Krung Thep", stray: true });
  });

  it("lists a stored value in no entry in the page's words, the entries as they are", () => {
    const options = masterOptions(venueFields, lists, { province: "Krung Thep" }, "en");
    expect(masterChoices(options, (value) => `${value} (in no entry)`).province).toEqual([
      { value: "Krung Thep", label: "Krung Thep (in no entry)" },
      { value: "Bangkok", label: "Bangkok" },
      { value: "Chiang Mai", label: "Chiang Mai" },
    ]);
  });

  it("refuses a value in no entry of its list or group; an empty one clears", () => {
    expect(strayMasterFields(venueFields, lists, { province: "Chiang Mai", sector: "exhibition-convention" })).toEqual([]);
    expect(strayMasterFields(venueFields, lists, { province: "Krung Thep", sector: "food-beverage" })).toEqual(["province", "sector"]);
    expect(strayMasterFields(venueFields, lists, { province: "" })).toEqual([]);
  });
});
