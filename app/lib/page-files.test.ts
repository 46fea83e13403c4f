import { describe, expect, it } from "vitest";
import { pageFile } from "./page-files";

// That every named module exists is checked by the build: React Router's route table fails on a missing file.
describe("pageFile", () => {
  it("spells a key in kebab case unless the file is named otherwise", () => {
    expect(pageFile("forgotPasswordCompleted")).toBe("forgot-password-completed.tsx");
    expect(pageFile("home")).toBe("home.tsx");
    expect(pageFile("intlTradeShowList")).toBe("international-trade-show-list.tsx");
    expect(pageFile("quotationProfileIndex")).toBe("quotation-profile._index.tsx");
  });
});
