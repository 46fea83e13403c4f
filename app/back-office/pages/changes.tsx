import { data, Form, redirect } from "react-router";
import { FieldFrame } from "~/components/forms/form-ui";
import { useLocale } from "~/components/use-locale";
import { DECLINE_LIMITS, parseDecline } from "~/back-office/queues/claims";
import type { FieldChange } from "~/back-office/queues/listing-changes";
import { approveChange, type ChangeToReview, declineChange, waitingChanges } from "~/back-office/queues/listing-changes.server";
import { localized } from "~/content/localized";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { readForm } from "~/server/form-body.server";
import { staffErrors } from "~/back-office/staff/forms";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffSubmit } from "~/back-office/ui/staff-ui";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/changes";

const OUTCOMES = ["approved", "declined", "gone"] as const;
type Outcome = (typeof OUTCOMES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const outcome = OUTCOMES.find((o) => params.get("done") === o) ?? null;
  return { changes: await waitingChanges(request, context), outcome, reference: params.get("reference") ?? "" };
}

type Refused = { id: number; values: { reason: string }; errors: { reason?: StaffTextKey }; refusedBy?: string };

/** Approve or decline one change; a plain form post, answered with a 303 back to the queue and what happened. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const back = (outcome: Outcome, reference = "") =>
    redirect(`${documentPath(request.url).split("?")[0]}?${new URLSearchParams({ done: outcome, ...(reference ? { reference } : {}) })}`, 303);
  if (!Number.isSafeInteger(id) || id < 1) return back("gone");
  if (form.get("intent") === "approve") {
    const outcome = await approveChange(request, context, staff, id);
    if (outcome.ok) return back("approved", outcome.change.reference);
    if (outcome.reason === "gone") return back("gone");
    return data<Refused>({ id, values: { reason: "" }, errors: {}, refusedBy: outcome.message }, { status: 400 });
  }
  const parsed = parseDecline(form);
  if (!parsed.ok) return data<Refused>({ id, values: parsed.values, errors: staffErrors(parsed.errors) }, { status: 400 });
  const change = await declineChange(request, context, staff, id, parsed.data.reason);
  return change ? back("declined", change.reference) : back("gone");
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "changes.title");

function FieldRow({ row }: { row: FieldChange }) {
  const t = useStaffT();
  const labels = useContentLabels();
  const base = row.attribute.replace(/_en$/, "");
  const label = row.attribute.endsWith("_en") ? t("content.edit.inEnglish", { label: labels.field(base) }) : labels.field(base);
  return (
    <tr>
      <th scope="row">{label}</th>
      {row.kind === "long" ? (
        <td colSpan={2} className="change-diff">
          {row.parts.map((part, i) => (part.change === "added" ? <ins key={i}>{part.text}</ins> : part.change === "removed" ? <del key={i}>{part.text}</del> : <span key={i}>{part.text}</span>))}
        </td>
      ) : row.kind === "picture" ? (
        <>
          <td>{row.before ? <img src={row.before} alt={row.altBefore} width={200} height={112} /> : t("changes.empty")}</td>
          <td>{row.after ? <img src={row.after} alt={row.altAfter} width={200} height={112} /> : t("changes.empty")}</td>
        </>
      ) : row.kind === "parts" ? (
        <>
          <td>
            {row.rows.map((part) => (
              <p key={part.part}>
                {part.part}: {part.before || t("changes.empty")}
              </p>
            ))}
          </td>
          <td>
            {row.rows.map((part) => (
              <p key={part.part}>
                {part.part}: <strong>{part.after || t("changes.empty")}</strong>
              </p>
            ))}
          </td>
        </>
      ) : (
        <>
          <td>{row.before || t("changes.empty")}</td>
          <td>
            <strong>{row.after || t("changes.empty")}</strong>
          </td>
        </>
      )}
    </tr>
  );
}

function ChangeCard({ review, refused }: { review: ChangeToReview; refused: Refused | null }) {
  const t = useStaffT();
  const locale = useLocale();
  const { change } = review;
  const name = localized({ name: change.listing.name, name_en: change.listing.nameEn }, "name", locale);
  const error = refused?.errors.reason;
  return (
    <li className="admin-card queue-item" data-testid="listing-change">
      <h2>
        {name} <span className="queue-item__tag">{t(`claims.kinds.${change.kind}`)}</span>
      </h2>
      <p>
        {change.reference} · <time dateTime={change.createdAt}>{formatBangkokTime(change.createdAt, locale)}</time> · {t("claims.language")}: {t(`claims.languages.${change.locale}`)}
      </p>
      {refused?.refusedBy ? (
        <p className="form-alert" role="alert">
          {t("changes.refused", { message: refused.refusedBy })}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="admin-table change-table">
          <thead>
            <tr>
              <th scope="col">{t("changes.field")}</th>
              <th scope="col">{t("changes.now")}</th>
              <th scope="col">{t("changes.asked")}</th>
            </tr>
          </thead>
          <tbody>
            {review.fields.map((row) => (
              <FieldRow key={row.attribute} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="queue-item__actions">
        <Form method="post">
          <input type="hidden" name="id" value={change.id} />
          <input type="hidden" name="intent" value="approve" />
          <StaffSubmit label={t("changes.approve")} />
        </Form>
        <Form method="post" className="queue-item__decline" noValidate>
          <input type="hidden" name="id" value={change.id} />
          <input type="hidden" name="intent" value="decline" />
          <FieldFrame form={`change-${change.id}`} name="reason" label={t("changes.reason")} errorText={error ? t(error) : undefined}>
            {(control) => <textarea {...control} rows={3} required maxLength={DECLINE_LIMITS.reason} defaultValue={refused?.values.reason ?? ""} />}
          </FieldFrame>
          <button type="submit" className="button">
            {t("changes.decline")}
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function ChangesQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const { changes, outcome, reference } = loaderData;
  const refused = (actionData as Refused | undefined) ?? null;
  return (
    <>
      <h1>{t("changes.title")}</h1>
      <p className="admin-lead">{t("changes.lead")}</p>
      {outcome && !refused ? (
        <p className="form-notice" role="status" data-testid="changes-outcome">
          {t(`changes.${outcome}`, { reference })}
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p role="status">{t("changes.none")}</p>
      ) : (
        <>
          <p>{t("changes.count", { count: changes.length })}</p>
          <ol className="queue-list">
            {changes.map((review) => (
              <ChangeCard key={review.change.id} review={review} refused={refused?.id === review.change.id ? refused : null} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
