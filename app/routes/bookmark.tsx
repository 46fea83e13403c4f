import { Form, Link } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { PageIntro } from "~/components/page-intro";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { bookmarkAction } from "~/features/account/bookmark-action.server";
import { savedItems } from "~/features/account/bookmarks.server";
import { followedItems } from "~/features/account/follows.server";
import { ListPicture } from "~/features/account/list-picture";
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
              <li key={item.id} className="saved-item">
                <ListPicture image={item.picture} kind={item.collection} />
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
                  {item.dates ? (
                    <span className="saved-item__dates">
                      {t("account.bookmarks.dates")} {formatShortDateRange(item.dates.start, item.dates.end, locale)}
                    </span>
                  ) : null}
                  <span className="saved-item__date">
                    {t("account.bookmarks.savedOn")} {formatShortDate(item.savedAt, locale)}
                  </span>
                </div>
                <Form method="post" className="saved-item__action">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="collection" value={item.collection} />
                  <input type="hidden" name="id" value={item.itemId} />
                  <input type="hidden" name="returnTo" value={back} />
                  <button type="submit" className="button button--small" aria-label={`${t("account.actions.remove")}: ${item.title}`}>
                    {t("account.actions.remove")}
                  </button>
                </Form>
              </li>
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
              <li key={follow.id} className="saved-item">
                <ListPicture image={follow.picture} kind={follow.kind} />
                <div className="saved-item__text">
                  <span className="saved-item__kind">{t(`account.follows.kinds.${follow.kind}`)}</span>
                  {follow.path ? (
                    <Link className="saved-item__title" to={to(follow.path)}>
                      {follow.title}
                    </Link>
                  ) : (
                    <span className="saved-item__title">
                      {follow.title} ({t("account.follows.unavailable")})
                    </span>
                  )}
                  <span className="saved-item__date">
                    {t("account.follows.followedOn")} {formatShortDate(follow.followedAt, locale)}
                  </span>
                </div>
                <Form method="post" className="saved-item__action">
                  <input type="hidden" name="intent" value="unfollow" />
                  <input type="hidden" name="kind" value={follow.kind} />
                  <input type="hidden" name="item" value={follow.item} />
                  <input type="hidden" name="returnTo" value={back} />
                  <button type="submit" className="button button--small" aria-label={`${t("account.follows.unfollow")}: ${follow.title}`}>
                    {t("account.follows.unfollow")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </PageIntro>
  );
}
