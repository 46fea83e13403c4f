import { ErrorView } from "~/components/error-view";
import { throwUnmatched } from "~/server/not-found.server";
import type { Route } from "./+types/not-found";

/** Any path no page matched: 404 'Page not found: {path}', rendered by the layout's error boundary. */
export function loader({ request }: Route.LoaderArgs) {
  return throwUnmatched(request);
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
