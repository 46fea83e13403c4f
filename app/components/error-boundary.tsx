import { isRouteErrorResponse, useRouteError } from "react-router";
import type { NotFoundData } from "~/lib/route-params";
import { ErrorView } from "./error-view";

function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === "object" && value !== null && "reason" in value && "path" in value;
}

/** Renders whatever a route threw: a response with its status, or a render error as a 500. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorView status={error.status} notFound={isNotFoundData(error.data) ? error.data : undefined} />;
  }
  return <ErrorView status={500} />;
}
