import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { EventCard } from "~/features/events/event-card";
import { listSearch } from "~/lib/list-query";
import { type Scope, tradeShowListConfig } from "./list-config";
import type { loadTradeShowList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadTradeShowList>>;

const DETAIL_PATH: Record<Scope, string> = {
  thai: "/thai-trade-show-details",
  international: "/international-trade-show-details",
};

export function TradeShowList({ data, scope, pageKey }: { data: Data; scope: Scope; pageKey: string }) {
  const { t } = useTranslation();
  const config = tradeShowListConfig(scope);
  return (
    <ListPage
      title={t(`pages.${pageKey}.title`)}
      lead={t(`pages.${pageKey}.description`)}
      state={data.state}
      dates
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
      hrefForPage={(page) => listSearch(data.state, config, { page }) || "?"}
    >
      <ul className="card-grid">
        {data.shows.map((show, index) => (
          <li key={show.id}>
            <EventCard
              event={show.attributes}
              href={`${DETAIL_PATH[scope]}/${show.attributes.slug}`}
              labels={show.labels}
              today={data.today}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
