import { useLocale } from "~/components/use-locale";
import type { Claim } from "~/lib/claims";
import { approveClaim, declineClaim, pendingClaims } from "~/back-office/queues/claims.server";
import { localized } from "~/content/localized";
import { formatBangkokTime } from "~/lib/intl-formats";
import { decideFromForm, decisionShown } from "~/back-office/queues/decision.server";
import { staffMeta } from "~/back-office/ui/meta";
import { DecisionForms, DecisionQueue, type RefusedDecline } from "~/back-office/ui/decision-forms";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/claims";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await decisionShown(request, context)), claims: await pendingClaims(request, context) };
}

/** Approve or decline one claim. */
export function action({ request, context }: Route.ActionArgs) {
  return decideFromForm(request, context, {
    approve: (staff, id) => approveClaim(request, context, staff, id),
    decline: (staff, id, reason) => declineClaim(request, context, staff, id, reason),
  });
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "claims.title");


function ClaimCard({ claim, refused, reasonMax }: { claim: Claim; refused: RefusedDecline | null; reasonMax: number }) {
  const t = useStaffT();
  const locale = useLocale();
  const name = localized({ name: claim.listing.name, name_en: claim.listing.nameEn }, "name", locale);
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
      <DecisionForms id={claim.id} form="claim" labels={{ approve: "claims.approve", reason: "claims.reason", decline: "claims.decline" }} reasonMax={reasonMax} refused={refused} />
    </li>
  );
}

export default function ClaimsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const { claims, outcome, reference } = loaderData;
  const refused = (actionData as RefusedDecline | undefined) ?? null;
  return (
    <DecisionQueue area="claims" outcome={outcome && !refused ? t(`claims.${outcome}`, { reference }) : null} count={claims.length}>
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} refused={refused?.id === claim.id ? refused : null} reasonMax={loaderData.reasonMax} />
      ))}
    </DecisionQueue>
  );
}

export const ErrorBoundary = StaffErrorView;
