import { useState } from "react";
import { StaffAlert } from "../ui/staff-ui";
import { useStaffT } from "../texts/use-staff-texts";
import type { FieldErrors } from "./field-errors";
import { blankRow, type EditorRow, LIST_RULES, MASTER_LISTS, type MasterList, moveRow, rowField } from "./master-data-rows";
import type { MasterDataAnswer, MasterRows } from "./master-data.server";
import { described, ErrorText } from "./field-error";

/**
 * The master data form: each list a disclosure of rows (ID, Thai and English names side by side, the list's
 * own field, a remove box). Without scripts the arrows and "Add a row" post the form, which comes back as typed
 * with the change; with scripts they act in the page. Only "Save" writes.
 */
interface Entry {
  uid: number;
  row: EditorRow;
  errors: FieldErrors;
}

let uids = 0;

const entriesOf = (list: MasterList, rows: readonly EditorRow[], errors: FieldErrors): Entry[] =>
  rows.map((row, index) => {
    const prefix = `${list}.${index}.`;
    const mine = Object.fromEntries(Object.entries(errors).flatMap(([name, error]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), error]] : [])));
    return { uid: ++uids, row, errors: mine };
  });

/** Moves a row: without scripts it posts the form (which comes back with the row moved), with scripts it moves in the page. */
function MoveButton({ list, index, direction, disabled, label, onMove }: { list: MasterList; index: number; direction: "up" | "down"; disabled: boolean; label: string; onMove: (index: number, direction: "up" | "down") => void }) {
  return (
    <button
      type="submit"
      name="intent"
      value={`${direction}:${list}:${index}`}
      className="button master-row__move"
      formNoValidate
      disabled={disabled}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        onMove(index, direction);
      }}
    >
      {direction === "up" ? "↑" : "↓"}
    </button>
  );
}

function RowFields({ list, index, entry, count, onMove }: { list: MasterList; index: number; entry: Entry; count: number; onMove: (index: number, direction: "up" | "down") => void }) {
  const t = useStaffT();
  const { row, errors } = entry;
  const rule = LIST_RULES[list];
  const id = (part: keyof EditorRow) => `master-${list}-${entry.uid}-${part}`;
  const field = (part: keyof EditorRow) => ({ id: id(part), name: rowField(list, index, part), ...described(id(part), errors[part]) });
  const invalid = (part: keyof EditorRow) => (errors[part] ? " form-field--invalid" : "");
  const n = index + 1;
  return (
    <fieldset className="master-row" data-testid={`master-row-${list}`}>
      <legend>{t("content.master.row", { n })}</legend>
      <div className={`form-field master-row__id${invalid("value")}`}>
        {row.key ? (
          <>
            <span className="master-row__label">{t("content.master.id")}</span>
            <code>{row.key}</code>
            <input type="hidden" name={rowField(list, index, "key")} value={row.key} />
            <input type="hidden" name={rowField(list, index, "value")} value={row.key} />
          </>
        ) : (
          <>
            <label htmlFor={id("value")}>{t("content.master.idNew")}</label>
            <input {...field("value")} defaultValue={row.value} maxLength={80} autoCapitalize="off" spellCheck={false} />
          </>
        )}
        <ErrorText id={id("value")} error={errors.value} />
      </div>
      {(["th", "en"] as const).map((part) => (
        <div className={`form-field${invalid(part)}`} key={part}>
          <label htmlFor={id(part)}>{t(`content.master.${part}`)}</label>
          <input {...field(part)} lang={part} defaultValue={row[part]} maxLength={200} />
          <ErrorText id={id(part)} error={errors[part]} />
        </div>
      ))}
      {rule.extra ? (
        <div className={`form-field${invalid("extra")}`}>
          <label htmlFor={id("extra")}>{t(`content.master.${rule.extra.name as "group" | "region" | "code"}`)}</label>
          {"options" in rule.extra ? (
            <select {...field("extra")} defaultValue={row.extra}>
              <option value="">{t("content.edit.none")}</option>
              {rule.extra.options.map((option) => (
                <option key={option} value={option}>
                  {t(`content.master.options.${option as "north"}`)}
                </option>
              ))}
            </select>
          ) : (
            <input {...field("extra")} defaultValue={row.extra} maxLength={2} autoCapitalize="characters" />
          )}
          <ErrorText id={id("extra")} error={errors.extra} />
        </div>
      ) : null}
      <div className="master-row__actions">
        <div className={`form-field form-field--check${invalid("remove")}`}>
          <input {...field("remove")} type="checkbox" defaultChecked={row.remove} />
          <label htmlFor={id("remove")}>{t("content.master.remove")}</label>
        </div>
        <MoveButton list={list} index={index} direction="up" disabled={index === 0} label={t("content.master.moveUp", { n })} onMove={onMove} />
        <MoveButton list={list} index={index} direction="down" disabled={index === count - 1} label={t("content.master.moveDown", { n })} onMove={onMove} />
        <ErrorText id={id("remove")} error={errors.remove} />
      </div>
    </fieldset>
  );
}

function MasterListSection({ list, rows, errors, open }: { list: MasterList; rows: readonly EditorRow[]; errors: FieldErrors; open: boolean }) {
  const t = useStaffT();
  const [entries, setEntries] = useState(() => entriesOf(list, rows, errors));
  const listError = errors[list];
  const hasErrors = Object.keys(errors).some((name) => name === list || name.startsWith(`${list}.`));
  const move = (index: number, direction: "up" | "down") => setEntries(moveRow(entries, index, direction));
  const filled = entries.filter((entry) => entry.row.key || entry.row.th || entry.row.en).length;
  return (
    <details className="master-list" open={open || hasErrors} data-testid={`master-list-${list}`}>
      <summary>
        <span className="master-list__title">{t(`content.master.lists.${list}`)}</span> <span className="master-list__count">{t("content.master.rowCount", { count: filled })}</span>
      </summary>
      <p className="form-hint">{t(`content.master.hints.${list}`)}</p>
      {listError ? <p className="field-error">{t(listError.key, listError.values)}</p> : null}
      {entries.map((entry, index) => (
        <RowFields key={entry.uid} list={list} index={index} entry={entry} count={entries.length} onMove={move} />
      ))}
      <button
        type="submit"
        name="intent"
        value={`add:${list}`}
        className="button"
        formNoValidate
        onClick={(event) => {
          event.preventDefault();
          setEntries([...entries, { uid: ++uids, row: blankRow(), errors: {} }]);
        }}
      >
        {t("content.master.add")}
      </button>
    </details>
  );
}

/** The alert above a refused save; a stale one names who saved since and the lists they changed. */
function MasterAlert({ answer }: { answer: MasterDataAnswer }) {
  const t = useStaffT();
  if (!answer.alert) return null;
  const listName = (name: string) => (MASTER_LISTS.includes(name as MasterList) ? t(`content.master.lists.${name as MasterList}`) : name);
  const stale = answer.stale;
  const message = stale
    ? t(answer.alert, { who: stale.who.join(", ") || t("content.errors.staleUnknown"), fields: stale.fields.map(listName).join(", ") || t("content.errors.staleFieldsUnknown") })
    : t(answer.alert);
  return <StaffAlert message={message} />;
}

export function MasterDataFields({ rows, errors, open, answer }: { rows: MasterRows; errors: FieldErrors; open: MasterList | undefined; answer: MasterDataAnswer | undefined }) {
  return (
    <>
      {answer?.alert ? <MasterAlert answer={answer} /> : null}
      {MASTER_LISTS.map((list) => (
        <MasterListSection key={list} list={list} rows={rows[list]} errors={errors} open={open === list} />
      ))}
    </>
  );
}
