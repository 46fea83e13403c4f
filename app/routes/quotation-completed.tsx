import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { loadCompleted } from "~/features/quotations/completed.server";
import { QuotationFacts, StatusBadge } from "~/features/quotations/quotation-ui";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { SITE } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-completed";
import "~/features/info/info.css";
import "~/features/quotations/quotations.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCompleted(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationCompletedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const { view } = loaderData;
  const mine = (
    <Link className="button button--accent" to={to(pagePath("myQuotation"))}>
      {t("quotations.completed.mine")}
    </Link>
  );
  if (!view) {
    return (
      <PageIntro pageKey="quotationCompleted">
        <section className="panel" role={loaderData.asked ? "alert" : undefined}>
          <h2 className="panel__title">{t(loaderData.asked ? "quotations.completed.notFound" : "quotations.completed.none")}</h2>
          {mine}
        </section>
      </PageIntro>
    );
  }
  const target = view.target?.name ?? t(`quotations.kinds.${view.kind}`);
  return (
    <PageIntro pageKey="quotationCompleted">
      <section className="panel quote-done" aria-labelledby="quote-done-ref">
        <p className="quote-target__label">{t("quotations.reference")}</p>
        <p id="quote-done-ref" className="quote-done__ref">
          {view.reference}
        </p>
        <p>
          <StatusBadge status={view.status} />
        </p>
        <p>{t("quotations.completed.lead", { target })}</p>
        {loaderData.delivery?.told ? (
          <p data-testid="quote-told">{t(loaderData.delivery.told, { target, address: loaderData.delivery.address ?? "", email: SITE.email })}</p>
        ) : null}
        <QuotationFacts view={view} />
        <p>{t("quotations.completed.next")}</p>
        {mine}
      </section>
    </PageIntro>
  );
}
