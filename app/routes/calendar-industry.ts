import { industryFeed } from "~/features/calendar/feed.server";
import type { Route } from "./+types/calendar-industry";

/** `/calendar/<industry>.ics`: the industry's coming shows and events as an iCalendar feed. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => industryFeed(request, context, params.file);
