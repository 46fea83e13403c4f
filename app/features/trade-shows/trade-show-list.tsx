import { FeedLinks } from "~/components/feed-links";
import { ListPage } from "~/components/list-page";
import { FollowButton } from "~/components/member-buttons";
import { useTranslation } from "~/i18n/react";
import type { PageTextKey } from "~/i18n/translator";
import { EventCard } from "~/features/events/event-card";
import { tradeShowPath } from "~/lib/paths";
import { tradeShowListConfig } from "./list-config";
import type { ShowScope } from "~/domain/shows";
import type { loadTradeShowList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadTradeShowList>>;

export function TradeShowList({ data, scope, pageKey }: { data: Data; scope: ShowScope; pageKey: PageTextKey }) {
  const { t } = useTranslation();
  const { industry } = data;
  const follow = industry ? (
    <div className="list-follow">
      <span>{t("account.follows.followIndustry", { name: industry.label })}</span>
      <FollowButton kind="industry" item={industry.value} followed={industry.followed} small />
    </div>
  ) : null;
  return (
    <ListPage
      pageKey={pageKey}
      config={tradeShowListConfig(scope)}
      data={data}
      items={data.items}
      itemKey={(show) => show.id}
      follow={follow}
      before={data.feed ? <FeedLinks feedUrl={data.feed.url} heading={data.feed.heading} /> : undefined}
    >
      {(show, index) => (
        <EventCard event={show.attributes} href={tradeShowPath(show.attributes)} labels={show.labels} today={data.today} priority={index < 3} />
      )}
    </ListPage>
  );
}
