import { useStaffT } from "../texts/use-staff-texts";
import type { FieldErrors } from "./field-errors";

/** A content field's error in words, under the control whose id it extends. */
export function ErrorText({ id, error }: { id: string; error: FieldErrors[string] | undefined }) {
  const t = useStaffT();
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {t(error.key, error.values)}
    </p>
  ) : null;
}

/** The attributes that tie a control to its ErrorText. */
export const described = (id: string, error: unknown) => (error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {});
