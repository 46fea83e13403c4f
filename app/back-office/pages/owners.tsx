import { data, Form, redirect } from "react-router";
import { useLocale } from "~/components/use-locale";
import { listingKey, parseListingKey, parseOwnerEmail, OWNER_LIMITS } from "~/back-office/queues/owners";
import { type AddRefusal, addOwner, listingChoices, ownersOf, ownersTrusted, removeOwner, setOwnersTrusted } from "~/back-office/queues/owners.server";
import { localized } from "~/content/localized";
import { LISTING_KINDS } from "~/domain/listings";
import { documentPath } from "~/lib/document-url";
import { readForm } from "~/server/form-body.server";
import { staffErrors } from "~/back-office/staff/forms";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/owners";

type Outcome = "added" | "removed" | "gone" | "trusted" | "distrusted";
const OUTCOMES: readonly Outcome[] = ["added", "removed", "gone", "trusted", "distrusted"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const choices = await listingChoices(request, context);
  const asked = parseListingKey(params.get("listing"));
  const listing = asked ? (choices[asked.kind].find((choice) => choice.id === asked.id) ?? null) : null;
  return {
    choices,
    asked: params.has("listing"),
    listing: asked && listing ? { key: listingKey(asked), kind: asked.kind, ...listing, owners: await ownersOf(request, context, asked), trusted: await ownersTrusted(context, asked) } : null,
    outcome: OUTCOMES.find((o) => params.get("done") === o) ?? null,
  };
}

/** Add an owner by email or remove one; plain form posts, answered with a 303 back to the listing. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "admin");
  const form = await readForm(request);
  const listing = parseListingKey(form.get("listing"));
  if (!listing) throw data(null, { status: 404 });
  const back = (outcome: Outcome) => redirect(`${documentPath(request.url).split("?")[0]}?${new URLSearchParams({ listing: listingKey(listing), done: outcome })}`, 303);
  if (form.get("intent") === "remove") return back((await removeOwner(request, context, staff, listing, Number(form.get("member")))) ? "removed" : "gone");
  if (form.get("intent") === "trust" || form.get("intent") === "distrust") {
    const trusted = form.get("intent") === "trust";
    await setOwnersTrusted(context, staff, listing, trusted);
    return back(trusted ? "trusted" : "distrusted");
  }
  const parsed = parseOwnerEmail(form);
  if (!parsed.ok) return data({ values: parsed.values, errors: staffErrors(parsed.errors) }, { status: 400 });
  const refusal = await addOwner(request, context, staff, listing, parsed.data.email);
  if (refusal) return data({ values: parsed.values, errors: { email: refusal } }, { status: 400 });
  return back("added");
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "owners.title");

type Refused = { values: { email: string }; errors: { email?: StaffTextKey | AddRefusal } };

export default function ListingOwners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { choices, asked, listing, outcome } = loaderData;
  const refused = (actionData as Refused | undefined) ?? null;
  const nameOf = (choice: { name: string; nameEn: string }) => localized({ name: choice.name, name_en: choice.nameEn }, "name", locale);
  return (
    <>
      <h1>{t("owners.title")}</h1>
      <p className="admin-lead">{t("owners.lead")}</p>
      <Form method="get" className="audit-filters">
        <div className="form-field">
          <label htmlFor="owners-listing">{t("owners.choose")}</label>
          <select id="owners-listing" name="listing" defaultValue={listing?.key ?? ""}>
            <option value="">{t("owners.chooseNone")}</option>
            {LISTING_KINDS.map((kind) => (
              <optgroup key={kind} label={t(`claims.kinds.${kind}`)}>
                {choices[kind].map((choice) => (
                  <option key={choice.id} value={listingKey({ kind, id: choice.id })}>
                    {nameOf(choice)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("owners.open")}
        </button>
      </Form>
      {asked && !listing ? <p role="alert">{t("owners.unknown")}</p> : null}
      {listing ? (
        <section className="admin-card queue-item" aria-labelledby="owners-listing-name">
          <h2 id="owners-listing-name">
            {nameOf(listing)} <span className="queue-item__tag">{t(`claims.kinds.${listing.kind}`)}</span>
          </h2>
          {outcome && !refused ? (
            <p className="form-notice" role="status" data-testid="owners-outcome">
              {t(`owners.${outcome}`)}
            </p>
          ) : null}
          <h3>{t("owners.current")}</h3>
          {listing.owners.length === 0 ? (
            <p>{t("owners.none")}</p>
          ) : (
            <ul className="owner-list">
              {listing.owners.map((owner) => (
                <li key={owner.id} data-testid="owner">
                  <span>
                    {owner.email} <span className="queue-item__tag">{owner.username}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="listing" value={listing.key} />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="member" value={owner.id} />
                    <button type="submit" className="button button--small" aria-label={t("owners.removeLabel", { email: owner.email })}>
                      {t("owners.remove")}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <h3>{t("owners.trustTitle")}</h3>
          <p data-testid="owners-trust">{t(listing.trusted ? "owners.trustedNow" : "owners.reviewedNow")}</p>
          <Form method="post">
            <input type="hidden" name="listing" value={listing.key} />
            <input type="hidden" name="intent" value={listing.trusted ? "distrust" : "trust"} />
            <StaffSubmit label={t(listing.trusted ? "owners.distrust" : "owners.trust")} />
          </Form>
          <h3>{t("owners.add")}</h3>
          {/* Keyed by the owners, so a successful add starts an empty form. */}
          <Form key={listing.owners.map((owner) => owner.id).join()} method="post" className="stack-form" noValidate>
            <input type="hidden" name="listing" value={listing.key} />
            <input type="hidden" name="intent" value="add" />
            <StaffField
              form="owners-add"
              name="email"
              type="email"
              label={t("owners.addEmail")}
              autoComplete="off"
              required
              maxLength={OWNER_LIMITS.email}
              defaultValue={refused?.values.email ?? ""}
              error={refused?.errors.email}
            />
            <StaffSubmit label={t("owners.addSubmit")} />
          </Form>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
