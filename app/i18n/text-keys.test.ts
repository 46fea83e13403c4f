import { describe, expect, it } from "vitest";
import { serverT } from "./server";
import th from "./th";
import { createTranslator } from "./translator";

describe("text keys are checked by the typecheck", () => {
  it("rejects a misspelled key on the server and in the browser alike", () => {
    const server = serverT("en");
    const browser = createTranslator("th", th);
    // Each line below must stay a type error: `npm run typecheck` fails if the check stops working.
    // @ts-expect-error "home.titel" is no text key
    expect(server("home.titel")).toBe("home.titel");
    // @ts-expect-error "pages.contcat.title" is no text key
    expect(browser("pages.contcat.title")).toBe("pages.contcat.title");
    expect(server("pages.contact.title")).not.toBe("pages.contact.title");
    expect(browser("pages.contact.title")).not.toBe("pages.contact.title");
  });
});
