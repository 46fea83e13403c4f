import { createElement as h } from "react";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const body = await renderToReadableStream(h(ServerRouter, { context, url: request.url }));
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}
