import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { TranslationProvider } from "./i18n/react";
import { serverResources } from "./i18n/server";
import { localeFromPath } from "./lib/locale";
import { botErrorPage } from "./lib/bot-error-page";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const bot = isbot(request.headers.get("user-agent") ?? "");

  // Crawlers get the status and a minimal page with the error's default title instead of the error views.
  if (bot && status >= 400) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(botErrorPage(status, locale), { status, headers });
  }

  let statusCode = status;
  const body = await renderToReadableStream(
    <TranslationProvider locale={locale} resources={serverResources(locale)}>
      <ServerRouter context={routerContext} url={request.url} />
    </TranslationProvider>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        statusCode = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  // Crawlers wait for the whole document; people get the stream.
  if (bot) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  return new Response(body, { headers, status: statusCode });
}
