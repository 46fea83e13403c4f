import { Link } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { PageIntro } from "~/components/page-intro";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { bookmarkAction } from "~/features/account/bookmark-action.server";
import { savedItems } from "~/features/account/bookmarks.server";
import { followedItems } from "~/features/account/follows.server";
import { SavedRow } from "~/features/account/saved-row";
import { requireMember } from "~/session/guard.server";
import { FormAlert } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { formatShortDate, formatShortDateRange } from "~/lib/dates";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/bookmark";
import "~/features/account/account.css";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { locale } = requestPage(request, context);
  const client = contentClient(request, context, member);
  const [items, follows] = await Promise.all([savedItems(client, locale), followedItems(client, locale)]);
  return { seo: pageSeo(request, context, "bookmark"), items, follows, failed: items === null || follows === null };
}

export const action = ({ request, context }: Route.ActionArgs) => bookmarkAction(request, context);

export const meta: Route.MetaFunction = seoMeta;

/**
 * The member's saved shows, events, venues, companies and news, newest first, and what they follow for the
 * weekly digest; each row with its picture, a show's dates, and a button (a plain form) to remove it.
 */
export default function BookmarkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { items, follows, failed } = loaderData;
  const back = to(pagePath("bookmark"));
  return (
    <PageIntro pageKey="bookmark">
      {failed ? <FormAlert message={t("account.errors.generic")} /> : null}
      <section aria-labelledby="saved-title" className="saved-section">
        <h2 id="saved-title">{t("account.bookmarks.saved")}</h2>
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
              <SavedRow
                key={item.id}
                picture={item.picture}
                pictureKind={item.collection}
                kindLabel={t(`account.bookmarks.kinds.${item.collection}`)}
                title={item.title}
                path={item.path}
                unavailable={t("account.bookmarks.unavailable")}
                fields={{ intent: "remove", collection: item.collection, id: String(item.itemId), returnTo: back }}
                actionLabel={t("account.actions.remove")}
              >
                {item.dates ? (
                  <span className="saved-item__dates">
                    {t("account.bookmarks.dates")} {formatShortDateRange(item.dates.start, item.dates.end, locale)}
                  </span>
                ) : null}
                <span className="saved-item__date">
                  {t("account.bookmarks.savedOn")} {formatShortDate(item.savedAt, locale)}
                </span>
              </SavedRow>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="follows-title" className="saved-section">
        <h2 id="follows-title">{t("account.follows.title")}</h2>
        <p>{t("account.follows.intro")}</p>
        {follows && follows.length === 0 ? <p>{t("account.follows.empty")}</p> : null}
        {follows && follows.length > 0 ? (
          <ul className="saved-list">
            {follows.map((follow) => (
              <SavedRow
                key={follow.id}
                picture={follow.picture}
                pictureKind={follow.kind}
                kindLabel={t(`account.follows.kinds.${follow.kind}`)}
                title={follow.title}
                path={follow.path}
                unavailable={t("account.follows.unavailable")}
                fields={{ intent: "unfollow", kind: follow.kind, item: follow.item, returnTo: back }}
                actionLabel={t("account.follows.unfollow")}
              >
                <span className="saved-item__date">
                  {t("account.follows.followedOn")} {formatShortDate(follow.followedAt, locale)}
                </span>
              </SavedRow>
            ))}
          </ul>
        ) : null}
      </section>
    </PageIntro>
  );
}
