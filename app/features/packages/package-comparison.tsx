import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useLocalizePath } from "~/components/use-locale";
import { comparisonRows } from "./package";
import type { loadPackageComparison } from "./packages.server";
import "./packages.css";
import { pagePath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadPackageComparison>>;

export function PackageComparison({ data }: { data: Data }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="container page packages">
      <Breadcrumbs items={data.crumbs} />
      <header className="page-intro">
        <h1>{t("pages.packageComparison.title")}</h1>
        <p className="page-intro__lead">{t("packages.compare.lead")}</p>
      </header>
      {data.groups.map((group) => {
        const rows = comparisonRows(group.packages);
        const captionId = `compare-${group.audience}`;
        return (
          <section key={group.audience} className="compare" aria-labelledby={captionId}>
            <h2 id={captionId}>{t("packages.compare.caption", { audience: t(`packages.audience.${group.audience}`) })}</h2>
            <p className="compare__hint">{t("packages.compare.scrollHint")}</p>
            <div className="compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className="compare__table">
                <thead>
                  <tr>
                    <th scope="col">{t("packages.compare.feature")}</th>
                    {group.packages.map((pkg) => (
                      <th key={pkg.id} scope="col" className={pkg.highlighted ? "compare__highlight" : undefined}>
                        <span className="compare__name">{pkg.name}</span>
                        {pkg.highlighted ? <span className="compare__flag">{t("packages.recommended")}</span> : null}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr className="compare__price-row">
                    <th scope="row">{t("packages.compare.price")}</th>
                    {group.packages.map((pkg) => (
                      <td key={pkg.id} className={pkg.highlighted ? "compare__highlight" : undefined}>
                        <span className="compare__amount">{pkg.priceLabel}</span>{" "}
                        {pkg.price > 0 ? <span className="compare__period">{t(`packages.period.${pkg.period}`)}</span> : null}
                      </td>
                    ))}
                  </tr>
                  {rows.map((row) => (
                    <tr key={row.feature}>
                      <th scope="row">{row.feature}</th>
                      {row.included.map((included, index) => (
                        <td key={group.packages[index]?.id ?? index} className={group.packages[index]?.highlighted ? "compare__highlight" : undefined}>
                          <span className={included ? "compare__yes" : "compare__no"} aria-hidden="true">
                            {included ? null : "–"}
                          </span>
                          <span className="visually-hidden">{included ? t("packages.compare.included") : t("packages.compare.notIncluded")}</span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <p className="packages__note">
        {t("packages.vatNote")} <Link to={to(pagePath("package"))}>{t("packages.compare.back")}</Link>
      </p>
    </div>
  );
}
