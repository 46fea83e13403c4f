import { expect, test } from "vitest";
import { REQUEST_RIGHTS } from "../domain/request-rules.cases";
import { fieldRights } from "./field-rights";
import { collectionByPlural } from "./model";

test("the rules' cases use the field rights of a quotation to a venue", () => {
  expect(fieldRights(collectionByPlural("quotation-venues")!)).toMatchObject(REQUEST_RIGHTS);
});
