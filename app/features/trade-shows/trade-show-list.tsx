import { ListPage } from "~/components/list-page";
import type { PageTextKey } from "~/i18n/translator";
import { EventCard } from "~/features/events/event-card";
import { type Scope, tradeShowListConfig } from "./list-config";
import type { loadTradeShowList } from "./list.server";
import { tradeShowPath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadTradeShowList>>;

export function TradeShowList({ data, scope, pageKey }: { data: Data; scope: Scope; pageKey: PageTextKey }) {
  const config = tradeShowListConfig(scope);
  return (
    <ListPage
      pageKey={pageKey}
      config={config}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
    >
      <ul className="card-grid">
        {data.shows.map((show, index) => (
          <li key={show.id}>
            <EventCard
              event={show.attributes}
              href={tradeShowPath(show.attributes)}
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
