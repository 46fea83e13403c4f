import { data, redirect, type RouterContextProvider } from "react-router";
import { documentPath } from "~/lib/document-url";
import { readForm } from "~/server/form-body.server";
import type { StaffMember } from "../staff/accounts.server";
import { staffErrors } from "../staff/forms";
import { requireStaff } from "../staff/guard.server";
import type { RefusedDecline } from "../ui/decision-forms";
import { DECLINE_LIMITS, parseDecline } from "./claims";

/** What the last decision did, as the queue's address says it after the 303. */
const OUTCOMES = ["approved", "declined", "gone"] as const;
export type DecisionOutcome = (typeof OUTCOMES)[number];

/**
 * The outcome and the item's reference the queue's page says (editors and admins only), and the decline reason's
 * limit, sent with the data so the page's scripts need not carry the model.
 */
export async function decisionShown(request: Request, context: Readonly<RouterContextProvider>) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  return { outcome: OUTCOMES.find((o) => params.get("done") === o) ?? null, reference: params.get("reference") ?? "", reasonMax: DECLINE_LIMITS.reason };
}

/** An approval that did not go through: the item is gone (decided already), or the content service refused it. */
export type Decided = { reference: string } | null | { refused: string };

/**
 * A decision queue's action (claims, listing edits): approve or decline one item by its `id`; a decline needs a
 * reason. A plain form post, answered with a 303 back to the queue and what happened, or a 400 with what was typed.
 */
export async function decideFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  decide: { approve(staff: StaffMember, id: number): Promise<Decided>; decline(staff: StaffMember, id: number, reason: string): Promise<{ reference: string } | null> },
) {
  const staff = await requireStaff(request, context, "editor");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const back = (outcome: DecisionOutcome, reference = "") =>
    redirect(`${documentPath(request.url).split("?")[0]}?${new URLSearchParams({ done: outcome, ...(reference ? { reference } : {}) })}`, 303);
  if (!Number.isSafeInteger(id) || id < 1) return back("gone");
  if (form.get("intent") === "approve") {
    const approved = await decide.approve(staff, id);
    if (approved && "refused" in approved) return data<RefusedDecline>({ id, values: { reason: "" }, errors: {}, refusedBy: approved.refused }, { status: 400 });
    return approved ? back("approved", approved.reference) : back("gone");
  }
  const parsed = parseDecline(form);
  if (!parsed.ok) return data<RefusedDecline>({ id, values: parsed.values, errors: staffErrors(parsed.errors) }, { status: 400 });
  const declined = await decide.decline(staff, id, parsed.data.reason);
  return declined ? back("declined", declined.reference) : back("gone");
}
