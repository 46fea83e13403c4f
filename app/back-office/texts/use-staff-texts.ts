import { useMemo } from "react";
import { useMatches } from "react-router";
import { useLocale } from "~/components/use-locale";
import { staffTextsIn, staffTranslator, type StaffTranslate } from "./staff-texts";

/** The back office's texts in the page's language, as the layout's data carries them. */
export function useStaffT(): StaffTranslate {
  const locale = useLocale();
  const texts = staffTextsIn(useMatches());
  return useMemo(() => staffTranslator(locale, texts), [locale, texts]);
}
