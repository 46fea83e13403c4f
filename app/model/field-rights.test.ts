import { expect, test } from "vitest";
import { LEAD_CHOICES, LEAD_RIGHTS, REQUEST_CHOICES, REQUEST_RIGHTS } from "../domain/request-rules.cases";
import { fieldChoices, fieldRights } from "./field-rights";
import { collectionByPlural } from "./model";

test("the rules' cases use the field rights of a quotation to a venue", () => {
  expect(fieldRights(collectionByPlural("quotation-venues")!)).toMatchObject(REQUEST_RIGHTS);
});

test("the rules' cases use the enumerations of a quotation to a venue, and the rights and enumerations of a lead", () => {
  expect(fieldChoices(collectionByPlural("quotation-venues")!)).toMatchObject(REQUEST_CHOICES);
  const leads = collectionByPlural("leads-from-reservations")!;
  expect(fieldRights(leads)).toMatchObject(LEAD_RIGHTS);
  expect(fieldChoices(leads)).toEqual(LEAD_CHOICES);
});
