import { data } from "react-router";
import type { StaffTextKey } from "../texts/staff-texts";

/** What a back-office form answers when it cannot go on: what was typed (never the password), errors by field. */
export interface StaffFormAnswer {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, StaffTextKey>>;
  alert?: StaffTextKey;
  /** How long to wait, in words, for the too-many-attempts alert. */
  wait?: string;
}

export const answer = (body: StaffFormAnswer, status = 400) => data(body, { status });
