import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { pageWindow } from "~/lib/pagination";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link for a page, keeping the rest of the list state. */
  hrefFor: (page: number) => string;
}

/** Page 1, an ellipsis, the neighbours of the current page, the last page; the ellipsis is not a control. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("list.pagination")}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev" preventScrollReset={false}>
          {t("list.previous")}
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pageWindow(page, pageCount).map((item) =>
          item.type === "gap" ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className="pagination__page pagination__page--current" aria-current="page" aria-label={t("list.currentPage", { page: item.page })}>
                  {item.page}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(item.page)} aria-label={t("list.pageLabel", { page: item.page })}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          {t("list.next")}
        </Link>
      ) : null}
    </nav>
  );
}
