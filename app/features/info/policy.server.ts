import type { RouterContextProvider } from "react-router";
import { consentOf } from "./consent.server";
import { documentFor } from "./documents.server";
import { editorialPage } from "./page.server";

export function loadPolicy(request: Request, context: Readonly<RouterContextProvider>, key: "cookiePolicy" | "privacyPolicy") {
  const page = editorialPage(request, context, key);
  return {
    seo: page.seo,
    crumbs: page.crumbs,
    document: documentFor(key, page.locale),
    consent: key === "cookiePolicy" ? consentOf(request) : null,
  };
}
