import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { languageOf } from "~/lib/text-language";
import type { Crumb } from "~/server/breadcrumbs.server";
import { useLocalizePath } from "./use-locale";
import "./breadcrumbs.css";

/** The visible trail; its JSON-LD twin is built by the loader (breadcrumbJsonLd). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <nav className="breadcrumbs" aria-label={t("common.breadcrumbs")}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.path ? (
              <Link to={to(item.path)}>{item.label}</Link>
            ) : (
              <span aria-current="page" lang={languageOf(item.label)}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
