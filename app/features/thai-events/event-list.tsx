import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { EventCard } from "~/features/events/event-card";
import { thaiEventListConfig } from "./list-config";
import type { loadThaiEventList } from "./list.server";
import "./thai-events.css";
import { pagePath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadThaiEventList>>;

export function ThaiEventList({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ListPage
      pageKey="thaiEventList"
      config={thaiEventListConfig}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
    >
      <ul className="card-grid">
        {data.events.map((event, index) => (
          <li key={event.id}>
            <EventCard
              event={event.attributes}
              href={pagePath("thaiEventDetails", { id: event.attributes.slug })}
              labels={event.labels}
              today={data.today}
              priority={index < 3}
            >
              {event.attributes.free_entry ? <p className="event-admission">{t("card.free")}</p> : null}
            </EventCard>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
