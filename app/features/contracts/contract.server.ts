import { data, type RouterContextProvider } from "react-router";
import { submitPublicForm, type SubmitOutcome } from "~/content/public-form.server";
import { memberOf } from "~/session/session.server";
import type { FieldErrors, FormValues } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { sha256Hex } from "~/lib/hex";
import { bangkokToday } from "~/lib/dates";
import { localeFromPath } from "~/lib/locale";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { type ContractField, parseContractForm } from "./contract-form";
import { contractReference } from "~/domain/references";

export { CONTRACT_INTENT } from "./contract-form";

export type ContractResult =
  | { form: "contract"; ok: true; reference: string; company: string; email: string; packageId: number }
  | { form: "contract"; ok: false; values: FormValues<ContractField>; errors: FieldErrors<ContractField>; formError?: TextKey };

/** What the form shows before anything was typed: a signed-in member's own details. */
export async function contractDefaults(request: Request, context: Readonly<RouterContextProvider>): Promise<Partial<FormValues<ContractField>>> {
  const member = await memberOf(request, context);
  if (!member) return {};
  const user = member.user;
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return { contact_name: name, email: user.email ?? "", phone: user.phone ?? "", company_name: user.company_name ?? "" };
}

export function formErrorOf(outcome: SubmitOutcome): { formError: TextKey; status: number } {
  if (outcome === "bot-check") return { formError: "info.form.botCheck", status: 400 };
  if (outcome === "rejected") return { formError: "info.form.rejected", status: 400 };
  return { formError: "info.form.failed", status: 503 };
}

/**
 * The package contract form: checked here, then stored as a contract-form (the content service mails the site
 * team) with a reference the sender keeps. A signed-in member's account is linked to it.
 */
export async function sendContractForm(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const parsed = parseContractForm(form, bangkokToday());
  if (!parsed.ok) return data<ContractResult>({ form: "contract", ok: false, values: parsed.values, errors: parsed.errors }, { status: 400 });
  const { message, ...fields } = parsed.data;
  const member = await memberOf(request, context);
  const key = form.get(SUBMISSION_KEY_FIELD);
  const reference = contractReference("contract", await sha256Hex(JSON.stringify([typeof key === "string" ? key : "", parsed.data])));
  const outcome = await submitPublicForm(
    request,
    context,
    "api/contract-forms",
    {
      ...fields,
      ...(message ? { message } : {}),
      request_kind: "contract",
      reference,
      locale,
      ...(member ? { user: member.user.id } : {}),
    },
    form,
  );
  if (outcome === "stored" || outcome === "queued") {
    return data<ContractResult>({ form: "contract", ok: true, reference, company: fields.company_name, email: fields.email, packageId: fields.package });
  }
  const { formError, status } = formErrorOf(outcome);
  return data<ContractResult>({ form: "contract", ok: false, values: parsed.values, errors: {}, formError }, { status });
}
