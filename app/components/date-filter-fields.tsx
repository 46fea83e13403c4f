import { useTranslation } from "~/i18n/react";
import type { When } from "~/lib/list-query";

interface DateFilterFieldsProps {
  /** Prefix of the date fields' ids, unique on the page. */
  idPrefix: string;
  when: When;
  from: string;
  to: string;
  /** A line under the range that says what the dates narrow, tied to both fields. */
  help?: { id: string; text: string };
}

/** The dates of a GET filter form, the lists' and the search's: upcoming, past or all, then a range. */
export function DateFilterFields({ idPrefix, when, from, to, help }: DateFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="field field--choices">
        <legend>{t("list.when")}</legend>
        {(["upcoming", "past", "all"] as const).map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="when" value={choice} defaultChecked={when === choice} />
            {t(`list.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${idPrefix}-from`}>{t("list.from")}</label>
          <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from} aria-describedby={help?.id} />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-to`}>{t("list.to")}</label>
          <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to} aria-describedby={help?.id} />
        </div>
      </div>
      {help ? (
        <p id={help.id} className="field-help">
          {help.text}
        </p>
      ) : null}
    </>
  );
}
