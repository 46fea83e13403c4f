import type { Locale } from "~/domain/locales";
import type { Resources } from "./th";

/**
 * The browser's side of i18next: resolves keys of the same i18next resources with the subset of i18next the
 * portal uses — nested keys, `{{name}}` interpolation (unescaped: React escapes), `count` plurals with the
 * `_one`/`_other` suffixes of Intl.PluralRules, and `defaultValue`. The server keeps i18next itself
 * (app/i18n/server.ts); translator.test.ts checks both give the same text for every key. It exists because
 * i18next and react-i18next cost about 17 KB gzip of first-load JavaScript on every page, more than half of
 * the page budget, for features (backends, formatters, context) the portal never uses. The back office's texts
 * and the mails' words are read through it too, each set by its own keys.
 */
export type TranslateOptions = Record<string, unknown> & { defaultValue?: string; count?: number };

/** The dotted keys of a text tree. */
export type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** The base key of a plural form (`count_one` -> `count`), asked for with `count`. */
export type PluralBase<K> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;

/** Every text key of a set of resources (a plural is asked for by its base key), so a misspelled key fails the typecheck. */
export type TextKeyOf<R> = KeysOf<R> | PluralBase<KeysOf<R>>;
/** The site's text keys. */
export type TextKey = TextKeyOf<Resources>;
/** The page keys under `pages.`, each with a title and a description. */
export type PageTextKey = keyof Resources["pages"] & string;

/** A translator over one set of resources: the site's by default, the back office's or the mails' by their own keys. */
export interface Translate<K extends string = TextKey> {
  (key: K, options?: TranslateOptions): string;
  /** A key built from data (a category, a facility) that may have no text says what to show instead. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
}

/** A text key written where it is not yet translated (a validation message, a label in a table). */
export const textKey = <K extends TextKey>(key: K): K => key;

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

export function createTranslator<R extends object = Resources>(locale: Locale, resources: R): Translate<TextKeyOf<R>> {
  const tree = resources as Tree;
  const plurals = new Intl.PluralRules(locale);
  return (key: string, options?: TranslateOptions) => {
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
