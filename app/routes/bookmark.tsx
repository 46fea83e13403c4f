import { Form, Link } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { PageIntro } from "~/components/page-intro";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { bookmarkAction } from "~/features/account/bookmark-action.server";
import { savedItems } from "~/features/account/bookmarks.server";
import { requireMember } from "~/session/guard.server";
import { FormAlert } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { formatShortDate } from "~/lib/dates";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/bookmark";
import "~/features/account/account.css";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { locale } = requestPage(request, context);
  const items = await savedItems(contentClient(request, context, member), locale);
  return { seo: pageSeo(request, context, "bookmark"), items, failed: items === null };
}

export const action = ({ request, context }: Route.ActionArgs) => bookmarkAction(request, context);

export const meta: Route.MetaFunction = seoMeta;

/** The member's saved shows, events, venues, companies and news, newest first, each with a remove button. */
export default function BookmarkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { items, failed } = loaderData;
  return (
    <PageIntro pageKey="bookmark">
      {failed ? <FormAlert message={t("account.errors.generic")} /> : null}
      {items && items.length === 0 ? (
        <div className="account-form">
          <p>{t("account.bookmarks.empty")}</p>
          <Link className="button button--accent" to={to(pagePath("thaiTradeShowList"))}>
            {t("account.actions.browseShows")}
          </Link>
        </div>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="saved-list">
          {items.map((item) => (
            <li key={item.id} className="saved-item">
              <div className="saved-item__text">
                <span className="saved-item__kind">{t(`account.bookmarks.kinds.${item.collection}`)}</span>
                {item.path ? (
                  <Link className="saved-item__title" to={to(item.path)}>
                    {item.title}
                  </Link>
                ) : (
                  <span className="saved-item__title">
                    {item.title} ({t("account.bookmarks.unavailable")})
                  </span>
                )}
                <span className="saved-item__date">
                  {t("account.bookmarks.savedOn")} {formatShortDate(item.savedAt, locale)}
                </span>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="collection" value={item.collection} />
                <input type="hidden" name="id" value={item.itemId} />
                <input type="hidden" name="returnTo" value={to(pagePath("bookmark"))} />
                <button type="submit" className="button button--small" aria-label={`${t("account.actions.remove")}: ${item.title}`}>
                  {t("account.actions.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </PageIntro>
  );
}
