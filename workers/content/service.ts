import { Hono } from "hono";
import type { ContentApp } from "./context";
import type { ContentEnv } from "./env";
import { ApiError, errorBody, errorResponse, notFound } from "./errors";
import { collectionRoutes } from "./routes/collections";
import { formRoutes } from "./routes/forms";
import { requestForwardingRoutes } from "./routes/request-forwarding";
import { uploadRoutes } from "./routes/upload";
import { usersPermissionsRoutes } from "./routes/users-permissions";

/** The embedded content service: Strapi v4's REST dialect over D1 (and R2 for uploads), answering `/api/*`. */
const app = new Hono<ContentApp>().basePath("/api");

app.route("/", formRoutes);
app.route("/", uploadRoutes);
app.route("/", usersPermissionsRoutes);
app.route("/", requestForwardingRoutes);
app.route("/", collectionRoutes);

app.notFound(() => errorResponse(notFound()));
app.onError((error) => {
  if (error instanceof ApiError) return errorResponse(error);
  console.error("content service", error);
  return Response.json(errorBody(500, "InternalServerError", "Internal Server Error"), { status: 500 });
});

export function handleContentRequest(request: Request, env: ContentEnv, ctx?: ExecutionContext): Promise<Response> {
  return Promise.resolve(app.fetch(request, env, ctx));
}
