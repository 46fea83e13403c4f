import { Link } from "react-router";
import { FormNotice } from "~/components/forms/form-ui";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { formatLongDate } from "~/lib/dates";
import { pagePath } from "~/lib/paths";
import type { EditDone } from "./edit-paths";
import { ListingEditForm } from "./listing-edit-form";
import type { EditAnswer, EditPage } from "./listing-edit.server";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./listing-edits.css";

/** The names of changed fields in the page's language. */
export function useFieldNames() {
  const { t } = useTranslation();
  return (names: readonly string[]) => names.map((name) => t(`listings.fields.${name.replace(/_en$/, "")}` as TextKey)).filter((label, i, all) => all.indexOf(label) === i).join(", ");
}

/** The editor page: where the listing's last change stands, then the form (with what was typed after a refusal). */
export function ListingEditPage({ page, answer, done }: { page: EditPage; answer: EditAnswer | undefined; done: EditDone }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const fieldNames = useFieldNames();
  return (
    <section className="listing-edit-page" aria-labelledby="listing-edit-title">
      <p>
        <Link to={to(pagePath("myListings"))}>{t("listings.edit.back")}</Link>
      </p>
      <h2 id="listing-edit-title">{t("listings.edit.title", { name: page.name })}</h2>
      <p>
        <Link to={page.publicPath}>{t("listings.list.view", { name: page.name })}</Link>
      </p>
      {done === "sent" && page.waiting ? <FormNotice message={t("listings.edit.sent", { ref: page.waiting.reference })} /> : null}
      {done === "published" && page.published ? <FormNotice message={t("listings.edit.published", { ref: page.published.reference })} /> : null}
      {done === "withdrawn" ? <FormNotice message={t("listings.edit.withdrawn")} /> : null}
      <p className="listing-edit-page__lead">{t(page.trusted ? "listings.edit.leadTrusted" : "listings.edit.lead")}</p>
      {page.waiting ? (
        <p className="listing-edit-page__state" data-testid="listing-waiting">
          {t("listings.edit.waiting", { ref: page.waiting.reference, day: formatLongDate(page.waiting.day, locale), fields: fieldNames(page.waiting.fields) })}
        </p>
      ) : null}
      {page.declined ? (
        <p className="listing-edit-page__state listing-edit-page__state--declined">{t("listings.edit.declined", { ref: page.declined.reference, reason: page.declined.reason })}</p>
      ) : null}
      <ListingEditForm
        key={answer ? answer.version + JSON.stringify(answer.values).length : page.version}
        fields={page.fields}
        values={answer?.values ?? page.values}
        choices={page.choices}
        errors={answer?.errors ?? {}}
        version={answer?.version || page.version}
        answer={answer}
      />
    </section>
  );
}
