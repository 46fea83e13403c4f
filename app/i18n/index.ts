import type { Locale } from "~/domain/locales";
import type { Resources } from "./th";

export type { Resources };

/** Code-split per locale: a Thai page never downloads the English texts. */
export function loadResources(locale: Locale): Promise<Resources> {
  return locale === "en"
    ? import("./en").then((m) => m.default as Resources)
    : import("./th").then((m) => m.default);
}
