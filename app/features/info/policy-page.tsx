import { useTranslation } from "~/i18n/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useLocale } from "~/components/use-locale";
import { formatLongDate } from "~/lib/dates";
import { ConsentSettings } from "./consent-settings";
import { DocumentSection, Paragraphs } from "./document-view";
import type { loadPolicy } from "./policy.server";
import "./info.css";

type Data = ReturnType<typeof loadPolicy>;

/** A policy: title, date of the last change, contents, then the sections; the cookie policy adds its settings. */
export function PolicyPage({ data, pageKey }: { data: Data; pageKey: "cookiePolicy" | "privacyPolicy" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { document } = data;
  return (
    <div className="container page">
      <Breadcrumbs items={data.crumbs} />
      <article className="doc-layout">
        <header className="page-intro doc__intro">
          <h1>{t(`pages.${pageKey}.title`)}</h1>
          <p className="doc__updated">{t("info.policy.updated", { date: formatLongDate(document.updated, locale) })}</p>
          <Paragraphs items={document.intro} />
        </header>
        <nav className="doc-toc" aria-labelledby="doc-toc-title">
          <h2 id="doc-toc-title" className="doc-toc__title">
            {t("info.policy.contents")}
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            {pageKey === "cookiePolicy" ? (
              <li>
                <a href="#settings">{t("info.consent.settingsTitle")}</a>
              </li>
            ) : null}
          </ol>
        </nav>
        <div className="doc">
          {document.sections.map((section) => (
            <DocumentSection key={section.id} section={section} />
          ))}
          {pageKey === "cookiePolicy" ? <ConsentSettings consent={data.consent} /> : null}
        </div>
      </article>
    </div>
  );
}
