import { data, Form, redirect, useLoaderData } from "react-router";
import { useLocale } from "~/components/use-locale";
import { ASSIGN_LIMITS, FORWARD_LIMITS, parseAssign, parseForward, parseRevoke, REVOKE_LIMITS, type TeamBooking, type UnownedRequest } from "~/back-office/queues/requests";
import { assignRequest, forwardRequest, revokeRequestLink, teamBookings, unownedRequests } from "~/back-office/queues/requests.server";
import { localized } from "~/content/localized";
import { quotationReference } from "~/domain/listings";
import { roleAllows } from "~/domain/staff-roles";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { readForm } from "~/server/form-body.server";
import { staffErrors } from "~/back-office/staff/forms";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffCheck, StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/requests";

type Outcome = "forwarded" | "assigned" | "gone" | "revoked";
const OUTCOMES: readonly Outcome[] = ["forwarded", "assigned", "gone", "revoked"];
type Intent = "forward" | "assign" | "revoke";
const INTENTS: readonly Intent[] = ["forward", "assign", "revoke"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  return {
    requests: await unownedRequests(request, context),
    bookings: await teamBookings(request, context),
    canAssign: roleAllows(staff.role, "admin"),
    outcome: OUTCOMES.find((o) => params.get("done") === o) ?? null,
    reference: params.get("reference") ?? "",
    // The fields' lengths come from the model through the page's data, so the page's code does not load the model.
    limits: { forward: FORWARD_LIMITS.address, assign: ASSIGN_LIMITS.email, reference: REVOKE_LIMITS.reference },
  };
}

/**
 * Forward (editors and admins), assign to a member (admins: it adds an owner) or revoke a request's signed link
 * (editors and admins, once confirmed); plain form posts, a 303 back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = INTENTS.find((i) => form.get("intent") === i) ?? "forward";
  const staff = await requireStaff(request, context, intent === "assign" ? "admin" : "editor");
  const collection = String(form.get("collection") ?? "");
  const id = Number(form.get("id"));
  const key = intent === "revoke" ? "revoke" : `${collection}:${id}`;
  const back = (outcome: Outcome, reference = String(form.get("reference") ?? "")) =>
    redirect(`${documentPath(request.url).split("?")[0]}?${new URLSearchParams({ done: outcome, reference })}`, 303);
  const refused = (values: Record<string, string>, errors: Record<string, StaffTextKey | undefined>) => data({ key, intent, values, errors }, { status: 400 });
  if (intent === "revoke") {
    const parsed = parseRevoke(form);
    if (!parsed.ok) return refused(parsed.values, staffErrors(parsed.errors));
    const refusal = await revokeRequestLink(context, staff, parsed.request.collection, parsed.request.id);
    return refusal ? refused(parsed.values, { reference: refusal }) : back("revoked", quotationReference(parsed.request.kind, parsed.request.id));
  }
  if (intent === "assign") {
    const parsed = parseAssign(form);
    if (!parsed.ok) return refused(parsed.values, staffErrors(parsed.errors));
    const refusal = await assignRequest(request, context, staff, collection, id, parsed.data.email);
    if (refusal === "gone") return back("gone");
    return refusal ? refused(parsed.values, { email: refusal }) : back("assigned");
  }
  const parsed = parseForward(form);
  if (!parsed.ok) return refused(parsed.values, staffErrors(parsed.errors));
  const refusal = await forwardRequest(request, context, staff, collection, id, parsed.data.address);
  if (refusal === "gone") return back("gone");
  return refusal ? refused(parsed.values, { address: refusal }) : back("forwarded");
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "requests.title");

type Refused = { key: string; intent: Intent; values: Record<string, string>; errors: Record<string, StaffTextKey | undefined> };

function QueueForm({ item, intent, refused }: { item: UnownedRequest; intent: "forward" | "assign"; refused: Refused | null }) {
  const t = useStaffT();
  const { limits } = useLoaderData<typeof loader>();
  const mine = refused?.intent === intent ? refused : null;
  const name = intent === "assign" ? "email" : "address";
  return (
    <Form method="post" className="stack-form queue-item__form" noValidate>
      <input type="hidden" name="collection" value={item.collection} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="reference" value={item.reference} />
      <input type="hidden" name="intent" value={intent} />
      <StaffField
        form={`${intent}-${item.collection}-${item.id}`}
        name={name}
        type="email"
        label={t(intent === "assign" ? "requests.assign" : "requests.forward")}
        autoComplete="off"
        required
        maxLength={limits[intent]}
        defaultValue={mine?.values[name] ?? ""}
        error={mine?.errors[name]}
      />
      <StaffSubmit label={t(intent === "assign" ? "requests.assignSubmit" : "requests.forwardSubmit")} />
    </Form>
  );
}

function RequestCard({ item, canAssign, refused }: { item: UnownedRequest; canAssign: boolean; refused: Refused | null }) {
  const t = useStaffT();
  const locale = useLocale();
  return (
    <li className="admin-card queue-item" data-testid="unowned-request">
      <h2>
        {item.reference} · {localized({ name: item.listing.name, name_en: item.listing.nameEn }, "name", locale)}{" "}
        <span className="queue-item__tag">{t(`claims.kinds.${item.kind}`)}</span>
      </h2>
      <dl className="queue-item__facts">
        <dt>{t("requests.event")}</dt>
        <dd>{item.event}</dd>
        <SenderFacts sender={item} />
      </dl>
      <div className="queue-item__actions">
        <QueueForm item={item} intent="forward" refused={refused} />
        {canAssign ? <QueueForm item={item} intent="assign" refused={refused} /> : null}
      </div>
    </li>
  );
}

/** The link mailed with a request (to the listing's address, or forwarded by the team) stops opening at once. */
function RevokeLinkForm({ refused }: { refused: Refused | null }) {
  const t = useStaffT();
  const { limits } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card" aria-labelledby="revoke-link-title">
      <h2 id="revoke-link-title">{t("requests.revokeTitle")}</h2>
      <p>{t("requests.revokeLead")}</p>
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="revoke" />
        <StaffField
          form="revoke-link"
          name="reference"
          label={t("requests.reference")}
          autoComplete="off"
          required
          maxLength={limits.reference}
          defaultValue={refused?.values.reference ?? ""}
          error={refused?.errors.reference}
        />
        <StaffCheck form="revoke-link" name="confirm" label={t("requests.revokeConfirm")} error={refused?.errors.confirm} />
        <StaffSubmit label={t("requests.revokeSubmit")} />
      </Form>
    </section>
  );
}

/** Who sent a request or booking and when, as facts of its card. */
function SenderFacts({ sender }: { sender: Pick<UnownedRequest, "from" | "email" | "phone" | "createdAt"> }) {
  const t = useStaffT();
  const locale = useLocale();
  return (
    <>
      <dt>{t("requests.from")}</dt>
      <dd>{sender.from}</dd>
      <dt>{t("claims.email")}</dt>
      <dd>
        <a href={`mailto:${sender.email}`}>{sender.email}</a>
      </dd>
      <dt>{t("claims.phone")}</dt>
      <dd>{sender.phone}</dd>
      <dt>{t("claims.sent")}</dt>
      <dd>{sender.createdAt ? <time dateTime={sender.createdAt}>{formatBangkokTime(sender.createdAt, locale)}</time> : null}</dd>
    </>
  );
}

function BookingCard({ item }: { item: TeamBooking }) {
  const t = useStaffT();
  const locale = useLocale();
  const named = (names: { name: string; nameEn: string }) => localized({ name: names.name, name_en: names.nameEn }, "name", locale);
  return (
    <li className="admin-card queue-item" data-testid="team-booking">
      <h2>
        {item.reference} · {named(item.show)}
      </h2>
      <dl className="queue-item__facts">
        <dt>{t("requests.organizer")}</dt>
        <dd>{item.organizer ? named(item.organizer) : t("requests.noOrganizer")}</dd>
        <dt>{t("requests.booth")}</dt>
        <dd>{t("requests.boothCount", { type: named(item.boothType), count: item.count })}</dd>
        <SenderFacts sender={item} />
      </dl>
    </li>
  );
}

export default function UnroutedRequests({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const { requests, bookings, canAssign, outcome, reference } = loaderData;
  const refused = (actionData as Refused | undefined) ?? null;
  return (
    <>
      <h1>{t("requests.title")}</h1>
      <p className="admin-lead">{t("requests.lead")}</p>
      {outcome && !refused ? (
        <p className="form-notice" role="status" data-testid="requests-outcome">
          {t(`requests.${outcome}`, { reference })}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p role="status">{t("requests.empty")}</p>
      ) : (
        <>
          <p>{t("requests.count", { count: requests.length })}</p>
          <ol className="queue-list">
            {requests.map((item) => (
              <RequestCard key={`${item.collection}:${item.id}`} item={item} canAssign={canAssign} refused={refused?.key === `${item.collection}:${item.id}` ? refused : null} />
            ))}
          </ol>
        </>
      )}
      <h2 id="team-bookings">{t("requests.bookingsTitle")}</h2>
      <p className="admin-lead">{t("requests.bookingsLead")}</p>
      {bookings.length === 0 ? (
        <p role="status">{t("requests.bookingsEmpty")}</p>
      ) : (
        <>
          <p>{t("requests.bookingsCount", { count: bookings.length })}</p>
          <ol className="queue-list" aria-labelledby="team-bookings">
            {bookings.map((item) => (
              <BookingCard key={item.id} item={item} />
            ))}
          </ol>
        </>
      )}
      {/* A new outcome is a fresh form: what was typed and ticked for the request just revoked goes. */}
      <RevokeLinkForm key={`${outcome}:${reference}`} refused={refused?.key === "revoke" ? refused : null} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
