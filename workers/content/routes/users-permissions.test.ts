import { expect, it } from "vitest";
import { schemaDisagreements } from "../../../app/model/agreement";
import { ProfileBody, RegisterBody } from "./users-permissions";

it.each([
  ["registration", RegisterBody],
  ["a profile update", ProfileBody],
] as const)("%s checks what the users model says", (_, schema) => {
  expect(schemaDisagreements("users", schema)).toEqual([]);
});
