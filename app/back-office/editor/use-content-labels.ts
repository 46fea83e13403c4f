import { useMatches } from "react-router";
import { staffTextsIn } from "../texts/staff-texts";

const lookup = (table: Record<string, string> | undefined, name: string) => (table && Object.hasOwn(table, name) ? table[name]! : name.replaceAll("_", " "));

/**
 * Labels of the model's fields, collections and options in the page's language, from the back office's texts in
 * the layout's data (app/back-office/texts/staff-texts.ts); a name the texts do not know yet (a field just added to the model) is shown as
 * the model spells it, so it still reaches the form.
 */
export function useContentLabels() {
  const labels = staffTextsIn(useMatches())?.content as { fields?: Record<string, string>; collections?: Record<string, string>; options?: Record<string, string> } | undefined;
  return {
    field: (name: string) => lookup(labels?.fields, name),
    collection: (plural: string) => lookup(labels?.collections, plural),
    option: (value: string) => lookup(labels?.options, value),
  };
}
