import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useLocalizePath } from "~/components/use-locale";
import type { loadAbout } from "./about.server";
import { DocumentSection, Paragraphs } from "./document-view";
import "./info.css";
import { pagePath } from "~/lib/paths";
import { formatNumber } from "~/lib/numbers";

type Data = Awaited<ReturnType<typeof loadAbout>>;

export function AboutPage({ data }: { data: Data }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="container page">
      <Breadcrumbs items={data.crumbs} />
      <header className="page-intro about-intro">
        <h1>{t("pages.aboutUs.title")}</h1>
        <div className="page-intro__lead">
          <Paragraphs items={data.document.intro} />
        </div>
      </header>
      {data.figures.length > 0 ? (
        <section className="figures" aria-labelledby="figures-title">
          <h2 id="figures-title" className="visually-hidden">
            {t("info.about.figuresTitle")}
          </h2>
          <ul className="figures__list">
            {data.figures.map((figure) => (
              <li key={figure.key} className="figures__item">
                <Link to={to(figure.href)} className="figures__link">
                  <span className="figures__value">{formatNumber(figure.count)}</span>
                  <span className="figures__label">{t(`info.about.${figure.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="figures__note">{t("info.about.figuresNote")}</p>
        </section>
      ) : null}
      <div className="about-body">
        {data.document.sections.map((section) => (
          <DocumentSection key={section.id} section={section} />
        ))}
        <section id="verified" className="doc-section" aria-labelledby="verified-title">
          <h2 id="verified-title">{t("info.about.verifiedTitle")}</h2>
          <p>{t("info.about.verifiedText")}</p>
        </section>
      </div>
      <div className="about-actions">
        <Link className="button button--primary" to={to(pagePath("thaiTradeShowList"))}>
          {t("info.about.browseShows")}
        </Link>
        <Link className="button button--accent" to={to(pagePath("package"))}>
          {t("info.about.listBusiness")}
        </Link>
        <Link className="button" to={to(pagePath("contact"))}>
          {t("info.about.contactUs")}
        </Link>
      </div>
    </div>
  );
}
