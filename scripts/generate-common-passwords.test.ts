import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { commonPasswordsModule, TARGET } from "./generate-common-passwords.ts";

test("app/domain/common-passwords.ts is what the package's ranked list gives (run npm run auth:common-passwords)", () => {
  expect(readFileSync(TARGET, "utf8")).toBe(commonPasswordsModule());
});
