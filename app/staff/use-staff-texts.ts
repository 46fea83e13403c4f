import { useLocale } from "~/components/use-locale";
import { staffT, type StaffTranslate } from "./texts/staff-texts";

/** The back office's texts in the page's language. */
export const useStaffT = (): StaffTranslate => staffT(useLocale());
