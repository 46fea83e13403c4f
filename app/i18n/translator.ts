import type { Locale } from "~/lib/locale";

/**
 * The browser's side of i18next: resolves keys of the same i18next resources with the subset of i18next the
 * portal uses — nested keys, `{{name}}` interpolation (unescaped: React escapes), `count` plurals with the
 * `_one`/`_other` suffixes of Intl.PluralRules, and `defaultValue`. The server keeps i18next itself
 * (app/i18n/server.ts); translator.test.ts checks both give the same text for every key. It exists because
 * i18next and react-i18next cost about 17 KB gzip of first-load JavaScript on every page, more than half of
 * the page budget, for features (backends, formatters, context) the portal never uses.
 */
export type TranslateOptions = Record<string, unknown> & { defaultValue?: string; count?: number };
export type Translate = (key: string, options?: TranslateOptions) => string;

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

export function createTranslator(locale: Locale, resources: object): Translate {
  const tree = resources as Tree;
  const plurals = new Intl.PluralRules(locale);
  return (key, options) => {
    const count = options?.count;
    const plural = typeof count === "number" ? lookup(tree, `${key}_${plurals.select(count)}`) : undefined;
    const template = plural ?? lookup(tree, key) ?? options?.defaultValue ?? key;
    if (!options) return template;
    return template.replace(INTERPOLATION, (match, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? match : String(value);
    });
  };
}
