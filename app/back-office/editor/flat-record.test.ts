import { describe, expect, it } from "vitest";
import { flatRecord } from "./flat-record";

describe("a record as the audit log keeps it", () => {
  it("keeps each populated relation as its id", () => {
    expect(flatRecord({ name: "a", venue: { data: { id: 3, attributes: { name: "v" } } }, organizer: { data: null }, cover_img: { path: "/x" } })).toEqual({
      name: "a",
      venue: 3,
      organizer: null,
      cover_img: { path: "/x" },
    });
  });
});
