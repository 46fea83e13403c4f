import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "./context";
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
  loadContext: RouterContextProvider,
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const bot = isbot(request.headers.get("user-agent") ?? "");

  // Crawlers get the status and a minimal page with the error's default title instead of the error views.
  if (bot && status >= 400) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(botErrorPage(status, locale), { status, headers });
  }

  const { nonce } = loadContext.get(appContext);
  let statusCode = status;
  const body = await renderToReadableStream(
    <TranslationProvider locale={locale} resources={serverResources(locale)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </TranslationProvider>,
    {
      nonce,
      // A part that is ready is written in place, however large: React would otherwise write a large ready
      // Suspense boundary (the claim form's, app/features/contracts/claim-listing-slot.tsx) after the page, hidden
      // until a script moves it, and without scripts it would never show.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        statusCode = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  // Crawlers wait for the whole document; people get the stream.
  if (bot) await body.allReady;

  // The security headers (CSP with this nonce, nosniff, ...) come from workers/security-headers.ts.
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status: statusCode });
}
