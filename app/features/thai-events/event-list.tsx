import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { EventCard } from "~/features/events/event-card";
import { pagePath } from "~/lib/paths";
import { thaiEventListConfig } from "./list-config";
import type { loadThaiEventList } from "./list.server";
import "./thai-events.css";

type Data = Awaited<ReturnType<typeof loadThaiEventList>>;

export function ThaiEventList({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ListPage pageKey="thaiEventList" config={thaiEventListConfig} data={data} items={data.items} itemKey={(event) => event.id}>
      {(event, index) => (
        <EventCard
          event={event.attributes}
          href={pagePath("thaiEventDetails", { id: event.attributes.slug })}
          labels={event.labels}
          today={data.today}
          priority={index < 3}
        >
          {event.attributes.free_entry ? <p className="event-admission">{t("card.free")}</p> : null}
        </EventCard>
      )}
    </ListPage>
  );
}
