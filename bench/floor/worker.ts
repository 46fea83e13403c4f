// Floor Worker: GET /plain is a bare Hono text answer; everything else is a one-route React Router app.
import { Hono } from "hono";
import { createRequestHandler } from "react-router";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono();
app.get("/plain", (c) => c.text("ok"));
app.all("*", (c) => handleRequest(c.req.raw));

export default app;
