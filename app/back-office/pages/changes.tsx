import { useLocale } from "~/components/use-locale";
import type { FieldChange } from "~/back-office/queues/listing-changes";
import { approveChange, type ChangeToReview, declineChange, recentlyPublished, waitingChanges } from "~/back-office/queues/listing-changes.server";
import type { ListingChange } from "~/lib/listing-changes";
import { localized } from "~/content/localized";
import { CONTACT_PART_LABELS } from "~/lib/model-form/form-parts";
import { formatBangkokTime } from "~/lib/intl-formats";
import { decideFromForm, decisionShown } from "~/back-office/queues/decision.server";
import { staffMeta } from "~/back-office/ui/meta";
import { DecisionForms, DecisionQueue, type RefusedDecline } from "~/back-office/ui/decision-forms";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/changes";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [changes, published] = await Promise.all([waitingChanges(request, context), recentlyPublished(request, context)]);
  return { ...(await decisionShown(request, context)), changes, published };
}

/** Approve or decline one change; an approval the content service refuses is said above the change. */
export function action({ request, context }: Route.ActionArgs) {
  return decideFromForm(request, context, {
    approve: async (staff, id) => {
      const outcome = await approveChange(request, context, staff, id);
      if (outcome.ok) return outcome.change;
      return outcome.reason === "gone" ? null : { refused: outcome.message };
    },
    decline: (staff, id, reason) => declineChange(request, context, staff, id, reason),
  });
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "changes.title");

function FieldRow({ row, fresh }: { row: FieldChange; fresh: boolean }) {
  const t = useStaffT();
  const labels = useContentLabels();
  const base = row.attribute.replace(/_en$/, "");
  const label = row.attribute.endsWith("_en") ? t("content.edit.inEnglish", { label: labels.field(base) }) : labels.field(base);
  return (
    <tr>
      <th scope="row">{label}</th>
      {row.kind === "long" ? (
        <td colSpan={fresh ? 1 : 2} className="change-diff">
          {row.parts.map((part, i) => (part.change === "added" ? <ins key={i}>{part.text}</ins> : part.change === "removed" ? <del key={i}>{part.text}</del> : <span key={i}>{part.text}</span>))}
        </td>
      ) : row.kind === "picture" ? (
        <>
          {fresh ? null : <td>{row.before ? <img src={row.before} alt={row.altBefore} width={200} height={112} /> : t("changes.blank")}</td>}
          <td>{row.after ? <img src={row.after} alt={row.altAfter} width={200} height={112} /> : t("changes.blank")}</td>
        </>
      ) : row.kind === "parts" ? (
        <>
          {fresh ? null : (
            <td>
              {row.rows.map((part) => (
                <p key={part.part}>
                  {t(`content.contact.${CONTACT_PART_LABELS[part.part]}`)}: {part.before || t("changes.blank")}
                </p>
              ))}
            </td>
          )}
          <td>
            {row.rows.map((part) => (
              <p key={part.part}>
                {t(`content.contact.${CONTACT_PART_LABELS[part.part]}`)}: <strong>{part.after || t("changes.blank")}</strong>
              </p>
            ))}
          </td>
        </>
      ) : (
        <>
          {fresh ? null : <td>{row.before || t("changes.blank")}</td>}
          <td>
            <strong>{row.after || t("changes.blank")}</strong>
          </td>
        </>
      )}
    </tr>
  );
}

/** The name of the show an edit changes, as the organizer sent it. */
const showLabel = (change: ListingChange, locale: "th" | "en") => {
  const label = (change.changes.label ?? {}) as { th?: string; en?: string };
  return (locale === "en" && label.en) || label.th || "";
};

/** A change's fields: what the public page shows now beside what is asked for (a new show has nothing yet). */
function ChangeTable({ rows, fresh }: { rows: readonly FieldChange[]; fresh: boolean }) {
  const t = useStaffT();
  return (
    <div className="table-scroll">
      <table className="admin-table change-table">
        <thead>
          <tr>
            <th scope="col">{t("changes.field")}</th>
            {fresh ? null : <th scope="col">{t("changes.now")}</th>}
            <th scope="col">{t("changes.asked")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FieldRow key={row.attribute} row={row} fresh={fresh} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChangeCard({ review, refused, reasonMax }: { review: ChangeToReview; refused: RefusedDecline | null; reasonMax: number }) {
  const t = useStaffT();
  const locale = useLocale();
  const { change } = review;
  const name = localized({ name: change.listing.name, name_en: change.listing.nameEn }, "name", locale);
  return (
    <li className="admin-card queue-item" data-testid="listing-change">
      <h2>
        {name} <span className="queue-item__tag">{t(`claims.kinds.${change.kind}`)}</span>
        {change.changeKind === "new-show" ? <> <span className="queue-item__tag">{t("changes.newShow")}</span></> : null}
        {change.changeKind === "show-edit" ? <> <span className="queue-item__tag">{t("changes.showEdit", { show: showLabel(change, locale) })}</span></> : null}
      </h2>
      <p>
        {change.reference} · <time dateTime={change.createdAt}>{formatBangkokTime(change.createdAt, locale)}</time> · {t("claims.language")}: {t(`claims.languages.${change.locale}`)}
      </p>
      {refused?.refusedBy ? (
        <p className="form-alert" role="alert">
          {t("changes.refused", { message: refused.refusedBy })}
        </p>
      ) : null}
      <ChangeTable rows={review.fields} fresh={change.changeKind === "new-show"} />
      {review.booths.map((booth, index) => (
        <section key={index} aria-label={t("changes.boothType", { number: index + 1 })}>
          <h3>{t("changes.boothType", { number: index + 1 })}</h3>
          <ChangeTable rows={booth.rows} fresh={booth.fresh} />
        </section>
      ))}
      <DecisionForms id={change.id} form="change" labels={{ approve: "changes.approve", reason: "changes.reason", decline: "changes.decline" }} reasonMax={reasonMax} refused={refused} />
    </li>
  );
}

/** What trusted owners published without review, newest first: the team reads it, and can correct a listing in Content. */
function PublishedAtOnce({ changes }: { changes: readonly ListingChange[] }) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="published-at-once">
      <h2 id="published-at-once">{t("changes.publishedTitle")}</h2>
      <p>{t("changes.publishedLead")}</p>
      <ul className="queue-list">
        {changes.map((change) => (
          <li key={change.id} className="admin-card" data-testid="published-change">
            <strong>{localized({ name: change.listing.name, name_en: change.listing.nameEn }, "name", locale)}</strong> · {change.reference} ·{" "}
            <time dateTime={change.updatedAt}>{formatBangkokTime(change.updatedAt, locale)}</time>
            <p>{Object.keys(change.changes).map((name) => labels.field(name.replace(/_en$/, ""))).filter((label, i, all) => all.indexOf(label) === i).join(", ")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ChangesQueue({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const { changes, outcome, reference } = loaderData;
  const refused = (actionData as RefusedDecline | undefined) ?? null;
  return (
    <>
      <DecisionQueue area="changes" outcome={outcome && !refused ? t(`changes.${outcome}`, { reference }) : null} count={changes.length}>
        {changes.map((review) => (
          <ChangeCard key={review.change.id} review={review} refused={refused?.id === review.change.id ? refused : null} reasonMax={loaderData.reasonMax} />
        ))}
      </DecisionQueue>
      <PublishedAtOnce changes={loaderData.published} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
