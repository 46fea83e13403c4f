import { useState } from "react";
import { useLocale } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { formatBaht, formatDecimal, formatNumber } from "~/lib/numbers";
import { HALL_NAME_MAX, type HallFields, isLocked, NUMBER_MAX, NUMBER_PREFIX_MAX, type PlanBooth, roundM, type setFields } from "~/lib/plan-edit";
import type { PlanType } from "./plan-edit.server";

/**
 * The editor's forms for what is selected and for halls: the selected booths' fields, numbering a row, a hall's
 * name and size. They work only with scripts (each changes the plan in the page) and come into use with the first
 * selection or an opened hall form, so plan-editor.tsx loads them then and the drawing's code comes first.
 */

/** A number typed in a field: metres or baht with a dot or a comma; null when empty, NaN when not a number. */
const typed = (value: string) => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));

export interface PanelProps {
  selected: PlanBooth[];
  types: PlanType[];
  typeOf: (id: number) => PlanType | undefined;
  companies: Record<string, string>;
  disabled: boolean;
  onApply: (fields: Parameters<typeof setFields>[2]) => void;
}

/** The selected booths' fields: all of them for one booth, type and price for several; held and booked ones read-only. */
export function SelectionPanel({ selected, types, typeOf, companies, disabled, onApply }: PanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = (type: PlanType) => (locale === "en" && type.name_en ? type.name_en : type.name);
  const one = selected.length === 1 ? selected[0]! : null;
  const sameType = selected.every((b) => b.type === selected[0]?.type);
  const samePrice = selected.every((b) => b.price === selected[0]?.price);
  const [values, setValues] = useState({
    number: one?.number ?? "",
    type: sameType && selected[0]?.type != null ? String(selected[0].type) : sameType ? "" : "mixed",
    price: samePrice && selected[0]?.price != null ? String(selected[0].price) : "",
    width: one ? String(one.width) : "",
    depth: one ? String(one.depth) : "",
    x: one ? String(one.x) : "",
    y: one ? String(one.y) : "",
  });
  const locked = selected.filter(isLocked);
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues({ ...values, [name]: event.target.value });
  const lockedNotes = locked.map((b) => (
    <li key={b.key}>
      {t("planEditor.panel.locked", { number: b.number, state: t(`planEditor.states.${b.state}`) })}
      {companies[b.number] ? (
        <>
          <br />
          {t("planEditor.panel.exhibitor", { company: companies[b.number] })}
        </>
      ) : null}
    </li>
  ));
  const summary = one ? (
    <p className="pe-summary">
      <strong>{one.number}</strong> · {t(`planEditor.states.${one.state}`)} · {t("planEditor.panel.area", { area: formatDecimal(roundM(one.width * one.depth)) })}
      {one.type !== null && typeOf(one.type) ? ` · ${typeName(typeOf(one.type)!)} ${formatBaht(one.price ?? typeOf(one.type)!.price)}` : null}
    </p>
  ) : (
    <p className="pe-summary">{t("planEditor.panel.many", { n: formatNumber(selected.length), numbers: selected.map((b) => b.number).join(", ") })}</p>
  );
  if (locked.length === selected.length) {
    return (
      <>
        {summary}
        <ul className="pe-locked">{lockedNotes}</ul>
      </>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const price = typed(values.price);
    const fields: Parameters<typeof setFields>[2] = {};
    if (values.type !== "mixed") fields.type = values.type === "" ? null : Number(values.type);
    if (one || samePrice || values.price !== "") fields.price = price;
    if (one) {
      fields.number = values.number;
      for (const name of ["x", "y", "width", "depth"] as const) {
        const value = typed(values[name]);
        if (value !== null) fields[name] = value;
      }
    }
    onApply(fields);
  };
  const field = (name: "number" | "price" | "width" | "depth" | "x" | "y", label: string, mode: "text" | "decimal", help?: string) => (
    <div className="form-field">
      <label htmlFor={`pe-${name}`}>{label}</label>
      <input
        id={`pe-${name}`}
        inputMode={mode}
        maxLength={name === "number" ? NUMBER_MAX : undefined}
        value={values[name]}
        onChange={set(name)}
        disabled={disabled}
        aria-describedby={help ? `pe-${name}-help` : undefined}
      />
      {help ? (
        <p id={`pe-${name}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {summary}
      {locked.length > 0 ? <ul className="pe-locked">{lockedNotes}</ul> : null}
      <form className="pe-fields" onSubmit={submit}>
        {one ? field("number", t("planEditor.panel.number"), "text") : null}
        <div className="form-field">
          <label htmlFor="pe-type">{t("planEditor.panel.type")}</label>
          <select id="pe-type" value={values.type} onChange={set("type")} disabled={disabled}>
            {values.type === "mixed" ? <option value="mixed">{t("planEditor.panel.mixed")}</option> : null}
            <option value="">{t("planEditor.panel.noType")}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {`${typeName(type)} · ${formatBaht(type.price)}`}
              </option>
            ))}
          </select>
        </div>
        {field("price", t("planEditor.panel.price"), "decimal", t("planEditor.panel.priceHelp"))}
        {one ? (
          <div className="pe-grid-fields">
            {field("width", t("planEditor.panel.width"), "decimal")}
            {field("depth", t("planEditor.panel.depth"), "decimal")}
            {field("x", t("planEditor.panel.x"), "decimal")}
            {field("y", t("planEditor.panel.y"), "decimal")}
          </div>
        ) : null}
        <button type="submit" className="button" disabled={disabled}>
          {t("planEditor.panel.apply")}
        </button>
      </form>
    </>
  );
}

export function NumberRow({ prefix, disabled, onApply }: { prefix: string; disabled: boolean; onApply: (prefix: string, start: number) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ prefix, start: "1" });
  return (
    <form
      className="pe-row"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values.prefix, Number(values.start));
      }}
    >
      <h3>{t("planEditor.row.title")}</h3>
      <p className="form-field__help">{t("planEditor.row.help")}</p>
      <div className="pe-grid-fields">
        <div className="form-field">
          <label htmlFor="pe-row-prefix">{t("planEditor.row.prefix")}</label>
          <input id="pe-row-prefix" value={values.prefix} maxLength={NUMBER_PREFIX_MAX} onChange={(e) => setValues({ ...values, prefix: e.target.value })} disabled={disabled} />
        </div>
        <div className="form-field">
          <label htmlFor="pe-row-start">{t("planEditor.row.start")}</label>
          <input id="pe-row-start" inputMode="numeric" value={values.start} onChange={(e) => setValues({ ...values, start: e.target.value })} disabled={disabled} />
        </div>
      </div>
      <button type="submit" className="button button--small" disabled={disabled}>
        {t("planEditor.row.apply")}
      </button>
    </form>
  );
}

/** A hall's name and size: the shown hall's (with "delete") or a new one's. */
export function HallForm({
  idPrefix,
  hall,
  disabled,
  submitLabel,
  onSubmit,
  onDelete,
}: {
  idPrefix: string;
  hall: HallFields | null;
  disabled: boolean;
  submitLabel: string;
  onSubmit: (fields: HallFields) => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(
    hall ? { name: hall.name, name_en: hall.name_en, width: String(hall.width), depth: String(hall.depth) } : { name: "", name_en: "", width: "", depth: "" },
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name: values.name, name_en: values.name_en, width: Number(values.width), depth: Number(values.depth) });
      }}
    >
      {(["name", "name_en", "width", "depth"] as const).map((name) => (
        <div className="form-field" key={name}>
          <label htmlFor={`${idPrefix}-${name}`}>{t(`planEditor.halls.${name}`)}</label>
          <input
            id={`${idPrefix}-${name}`}
            value={values[name]}
            inputMode={name === "width" || name === "depth" ? "numeric" : undefined}
            maxLength={name === "name" || name === "name_en" ? HALL_NAME_MAX : undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            disabled={disabled}
          />
        </div>
      ))}
      <button type="submit" className="button button--small" disabled={disabled}>
        {submitLabel}
      </button>
      {onDelete ? (
        <>
          {" "}
          <button type="button" className="button button--small" onClick={onDelete} disabled={disabled}>
            {t("planEditor.halls.remove")}
          </button>
        </>
      ) : null}
    </form>
  );
}
