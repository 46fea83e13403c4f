import { data, Form, redirect } from "react-router";
import { FieldFrame } from "~/components/forms/form-ui";
import { useLocale } from "~/components/use-locale";
import { DECLINE_LIMITS, parseDecline } from "~/back-office/queues/claims";
import type { Claim } from "~/lib/claims";
import { approveClaim, declineClaim, pendingClaims } from "~/back-office/queues/claims.server";
import { localized } from "~/content/localized";
import { CLAIM_DECISIONS, type ClaimDecision } from "~/domain/claims";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { readForm } from "~/server/form-body.server";
import { staffErrors } from "~/back-office/staff/forms";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffSubmit } from "~/back-office/ui/staff-ui";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/claims";

type Outcome = ClaimDecision | "gone";
const OUTCOMES: readonly Outcome[] = [...CLAIM_DECISIONS, "gone"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const outcome = OUTCOMES.find((o) => params.get("done") === o) ?? null;
  return { claims: await pendingClaims(request, context), outcome, reference: params.get("reference") ?? "" };
}

/** Approve or decline one claim; a plain form post, answered with a 303 back to the queue and what happened. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const back = (outcome: Outcome, reference = "") =>
    redirect(`${documentPath(request.url).split("?")[0]}?${new URLSearchParams({ done: outcome, ...(reference ? { reference } : {}) })}`, 303);
  if (!Number.isSafeInteger(id) || id < 1) return back("gone");
  if (form.get("intent") === "approve") {
    const claim = await approveClaim(request, context, staff, id);
    return claim ? back("approved", claim.reference) : back("gone");
  }
  const parsed = parseDecline(form);
  if (!parsed.ok) return data({ id, values: parsed.values, errors: staffErrors(parsed.errors) }, { status: 400 });
  const claim = await declineClaim(request, context, staff, id, parsed.data.reason);
  return claim ? back("declined", claim.reference) : back("gone");
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "claims.title");

type Refused = { id: number; values: { reason: string }; errors: { reason?: StaffTextKey } };

function ClaimCard({ claim, refused }: { claim: Claim; refused: Refused | null }) {
  const t = useStaffT();
  const locale = useLocale();
  const name = localized({ name: claim.listing.name, name_en: claim.listing.nameEn }, "name", locale);
  const error = refused?.errors.reason;
  return (
    <li className="admin-card queue-item" data-testid="claim">
      <h2>
        {name} <span className="queue-item__tag">{t(`claims.kinds.${claim.kind}`)}</span>
      </h2>
      <dl className="queue-item__facts">
        <dt>{t("claims.member")}</dt>
        <dd>
          {claim.contactName} · {claim.reference}
        </dd>
        <dt>{t("claims.role")}</dt>
        <dd>{claim.contactRole}</dd>
        <dt>{t("claims.email")}</dt>
        <dd>
          <a href={`mailto:${claim.email}`}>{claim.email}</a>
        </dd>
        <dt>{t("claims.phone")}</dt>
        <dd>{claim.phone}</dd>
        <dt>{t("claims.sent")}</dt>
        <dd>{claim.createdAt ? <time dateTime={claim.createdAt}>{formatBangkokTime(claim.createdAt, locale)}</time> : null}</dd>
        <dt>{t("claims.language")}</dt>
        <dd>{t(`claims.languages.${claim.locale}`)}</dd>
        {claim.message ? (
          <>
            <dt>{t("claims.message")}</dt>
            <dd className="queue-item__message">{claim.message}</dd>
          </>
        ) : null}
      </dl>
      <div className="queue-item__actions">
        <Form method="post">
          <input type="hidden" name="id" value={claim.id} />
          <input type="hidden" name="intent" value="approve" />
          <StaffSubmit label={t("claims.approve")} />
        </Form>
        <Form method="post" className="queue-item__decline" noValidate>
          <input type="hidden" name="id" value={claim.id} />
          <input type="hidden" name="intent" value="decline" />
          <FieldFrame form={`claim-${claim.id}`} name="reason" label={t("claims.reason")} errorText={error ? t(error) : undefined}>
            {(control) => <textarea {...control} rows={3} required maxLength={DECLINE_LIMITS.reason} defaultValue={refused?.values.reason ?? ""} />}
          </FieldFrame>
          <button type="submit" className="button">
            {t("claims.decline")}
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function ClaimsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const { claims, outcome, reference } = loaderData;
  const refused = (actionData as Refused | undefined) ?? null;
  return (
    <>
      <h1>{t("claims.title")}</h1>
      <p className="admin-lead">{t("claims.lead")}</p>
      {outcome && !refused ? (
        <p className="form-notice" role="status" data-testid="claims-outcome">
          {t(`claims.${outcome}`, { reference })}
        </p>
      ) : null}
      {claims.length === 0 ? (
        <p role="status">{t("claims.empty")}</p>
      ) : (
        <>
          <p>{t("claims.count", { count: claims.length })}</p>
          <ol className="queue-list">
            {claims.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} refused={refused?.id === claim.id ? refused : null} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
