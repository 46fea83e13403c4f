import { describe, expect, it } from "vitest";
import { EMPTY_MASTER_DATA, type MasterData } from "~/content/master-data";
import { strapiListQuery } from "~/lib/list-query";
import { parseListState } from "~/lib/list-state";
import { directoryListConfig, quoteHref } from "./kinds";
import { companyName, companyPlaceLabel } from "./labels";

const master: MasterData = {
  ...EMPTY_MASTER_DATA,
  provinces: [{ value: "Chiang Mai", th: "เชียงใหม่", en: "Chiang Mai", region: "north" }],
  countries: [
    { value: "Thailand", th: "ไทย", en: "Thailand", code: "TH" },
    { value: "Germany", th: "เยอรมนี", en: "Germany", code: "DE" },
  ],
};

describe("directory list query", () => {
  it("searches the kind's entries in the site search index and filters by province and sector", () => {
    const config = directoryListConfig("organizer", "th");
    expect(config.keyword).toEqual({ kinds: ["organizer"] });
    const state = parseListState(new URLSearchParams("q=expo&province=Chiang+Mai&sector=event-organizer"), config);
    const query = strapiListQuery(state, config, "2026-11-22", [4]);
    expect(query.filters).toEqual({
      $and: [
        { id: { $in: [4] } },
        { province: { $eq: "Chiang Mai" } },
        { sector: { $eq: "event-organizer" } },
      ],
    });
  });

  it("sorts by the name in the page's language, and offers newest first", () => {
    expect(directoryListConfig("venue", "th").sorts.name?.[0]).toBe("name:asc");
    expect(directoryListConfig("venue", "en").sorts.name?.[0]).toBe("name_en:asc");
    expect(directoryListConfig("contractor", "en").sorts.name?.[0]).toBe("company_name_en:asc");
    expect(directoryListConfig("venue", "th").sorts.newest?.[0]).toBe("publishedAt:desc");
  });

  it("ignores date filters, which companies do not have", () => {
    const config = directoryListConfig("venue", "th");
    const state = parseListState(new URLSearchParams("when=past&from=2026-01-01"), config);
    expect(strapiListQuery(state, config, "2026-11-22").filters).toBeUndefined();
  });
});

describe("quotation links", () => {
  it("points each kind at its own quotation page with the record's slug", () => {
    expect(quoteHref("venue", "bitec-bangna")).toBe("/quotation-venue?venue=bitec-bangna");
    expect(quoteHref("organizer", "rx-tradex")).toBe("/quotation-organizer?organizer=rx-tradex");
    expect(quoteHref("contractor", "a&b")).toBe("/quotation-contractor?contractor=a%26b");
  });
});

describe("company labels", () => {
  it("shows the province for Thai companies and province, country abroad", () => {
    expect(companyPlaceLabel({ province: "Chiang Mai", country: "Thailand" }, master, "th")).toBe("เชียงใหม่");
    expect(companyPlaceLabel({ province: "Chiang Mai" }, master, "en")).toBe("Chiang Mai");
    expect(companyPlaceLabel({ province: "Bavaria", country: "Germany" }, master, "th")).toBe("Bavaria, เยอรมนี");
    expect(companyPlaceLabel({ country: "Germany" }, master, "en")).toBe("Germany");
  });

  it("reads name for venues and company_name for companies, English falling back to Thai", () => {
    expect(companyName({ name: "ไบเทค", name_en: "BITEC" }, "en")).toBe("BITEC");
    expect(companyName({ company_name: "บริษัท ก", company_name_en: "" }, "en")).toBe("บริษัท ก");
  });
});
