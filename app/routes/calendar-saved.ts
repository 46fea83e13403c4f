import { savedFeed } from "~/features/calendar/feed.server";
import type { Route } from "./+types/calendar-saved";

/** `/calendar/saved/<secret>.ics`: a member's saved shows and events, for their calendar app. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => savedFeed(request, context, params.file);
