import { BoothStatePatterns } from "~/components/booth-patterns";
import { lazy, memo, Suspense, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormNotice } from "~/components/forms/form-ui";
import { useLocale } from "~/components/use-locale";
import type { Resources } from "~/i18n/index";
import { TranslationProvider, useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { labelSize, sharedPrefix } from "~/lib/floor-plan";
import { formatDecimal, formatNumber } from "~/lib/numbers";
import { PICTURE_FILE } from "~/domain/file-rules";
import {
  addBooth,
  addHall,
  canUndo,
  changedBooths,
  commit,
  deleteBooths,
  deleteHall,
  type History,
  type HallFields,
  isLocked,
  moveBooths,
  numberPrefix,
  numberRow,
  type PlanBooth,
  type PlanDoc,
  type PlanError,
  type PlanHall,
  type PlanResult,
  planVersion,
  resizeBooth,
  roundM,
  setBlocked,
  setFields,
  setHallBackground,
  startHistory,
  undo,
  updateHall,
} from "~/lib/plan-edit";
import type { PlanEditAnswer, PlanEditPage } from "./plan-edit.server";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./plan-editor.css";

// The forms for what is selected and for halls come with the first selection or an opened hall form.
const tools = () => import("./selection-tools");
const SelectionPanel = lazy(() => tools().then((module) => ({ default: module.SelectionPanel })));
const NumberRow = lazy(() => tools().then((module) => ({ default: module.NumberRow })));
const HallForm = lazy(() => tools().then((module) => ({ default: module.HallForm })));

/**
 * The organizer's floor plan editor (issue 48): per hall an SVG grid in metres with the booths as rectangles,
 * moved by pointer or arrow keys, resized by their corner handle; a side panel with the selected booths' fields;
 * undo; and the form that posts the whole plan (a hidden JSON field) to be saved, or a CSV file to be laid over it.
 * Without scripts the plan is drawn and the form still imports and saves. Imported only by its route module and the
 * back office's floor plan page (PlanEditorWithTexts).
 */

/** Screen pixels per metre at each zoom. */
const ZOOMS = [6, 10, 16, 24, 36] as const;
const GRID_STEPS = [0.5, 1] as const;
/** Room around a hall in the drawing, in metres, for the handles of booths at its walls. */
const MARGIN = 1;

type T = ReturnType<typeof useTranslation>["t"];

interface State {
  history: History;
  /** What the plan looks like during a drag (not yet a step of undo). */
  preview: PlanDoc | null;
  selected: string[];
  hall: string;
  errors: PlanError[];
}

type Action =
  | { type: "apply"; result: PlanResult & { key?: string }; select?: string[]; hall?: string }
  | { type: "preview"; doc: PlanDoc | null }
  | { type: "select"; keys: string[] }
  | { type: "toggle"; key: string }
  | { type: "hall"; key: string }
  | { type: "undo" }
  | { type: "errors"; errors: PlanError[] };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "apply": {
      if (!action.result.ok) return { ...state, preview: null, errors: action.result.errors };
      const doc = action.result.doc;
      const existing = new Set(doc.booths.map((b) => b.key));
      const selected = (action.select ?? state.selected).filter((key) => existing.has(key));
      const hall = action.hall ?? (doc.halls.some((h) => h.key === state.hall) ? state.hall : (doc.halls[0]?.key ?? ""));
      return { history: commit(state.history, doc), preview: null, selected, hall, errors: [] };
    }
    case "preview":
      return { ...state, preview: action.doc };
    case "select":
      return { ...state, preview: null, selected: action.keys, errors: [] };
    case "toggle":
      return { ...state, selected: state.selected.includes(action.key) ? state.selected.filter((k) => k !== action.key) : [...state.selected, action.key], errors: [] };
    case "hall":
      return { ...state, hall: action.key, selected: [], errors: [] };
    case "undo": {
      const history = undo(state.history);
      const existing = new Set(history.present.booths.map((b) => b.key));
      const hall = history.present.halls.some((h) => h.key === state.hall) ? state.hall : (history.present.halls[0]?.key ?? "");
      return { history, preview: null, selected: state.selected.filter((k) => existing.has(k)), hall, errors: [] };
    }
    case "errors":
      return { ...state, errors: action.errors };
  }
}

/** One error in words: on its CSV line or its booth when it has one. */
export function errorText(t: T, error: PlanError): string {
  const message = t(`planEditor.errors.${error.key}` as TextKey, error.values);
  if (error.line !== undefined) return t("planEditor.lineAt", { line: error.line, message });
  if (error.booth !== undefined) return t("planEditor.errorAt", { booth: error.booth, message });
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function ErrorList({ errors, id }: { errors: readonly PlanError[]; id?: string }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <ul className="pe-errors" id={id}>
      {errors.slice(0, 50).map((error, i) => (
        <li key={i}>{errorText(t, error)}</li>
      ))}
      {errors.length > 50 ? <li>…</li> : null}
    </ul>
  );
}


const stateClass = (booth: PlanBooth) => `pe-booth pe-${booth.state}`;

/** The booths' state fills, as the public plan draws them, and the editor's grid of 1 m and 5 m. */
function Patterns() {
  return (
    <defs>
      <BoothStatePatterns prefix="pe" />
      <pattern id="pe-grid-1" patternUnits="userSpaceOnUse" width="1" height="1">
        <path d="M1 0H0V1" fill="none" stroke="#e2e8f0" strokeWidth="0.03" />
      </pattern>
      <pattern id="pe-grid-5" patternUnits="userSpaceOnUse" width="5" height="5">
        <rect width="5" height="5" fill="url(#pe-grid-1)" />
        <path d="M5 0H0V5" fill="none" stroke="#cbd5e1" strokeWidth="0.06" />
      </pattern>
    </defs>
  );
}

interface Drag {
  kind: "move" | "resize";
  keys: string[];
  key: string;
  start: { x: number; y: number };
  origin: PlanDoc;
  size: { width: number; depth: number };
  pointer: number;
  /** Where the drag has the booths now (the last place that fitted). */
  doc: PlanDoc | null;
}

export function PlanEditor({ page, answer }: { page: PlanEditPage; answer: PlanEditAnswer | undefined }) {
  // A new answer or a new load (after a save) starts the editor again from that plan.
  return <Editor key={answer?.stamp ?? page.version} page={page} answer={answer} />;
}

/**
 * The editor on a page outside the site's layout, which provides no texts (the back office): the page sends the
 * editor's own area, in its language, with its data.
 */
export function PlanEditorWithTexts({ texts, ...props }: { texts: Resources["planEditor"]; page: PlanEditPage; answer: PlanEditAnswer | undefined }) {
  const locale = useLocale();
  // The editor reads no key outside its own area, so that area is all the translator needs.
  const resources = useMemo(() => ({ planEditor: texts }) as Resources, [texts]);
  return (
    <TranslationProvider locale={locale} resources={resources}>
      <PlanEditor {...props} />
    </TranslationProvider>
  );
}

function Editor({ page, answer }: { page: PlanEditPage; answer: PlanEditAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const opened = answer?.doc ?? page.doc;
  const version = answer?.version || page.version;
  // An answer about a hall's picture opens on that hall.
  const firstHall = opened.halls.find((h) => h.key === answer?.hall)?.key ?? opened.halls[0]?.key ?? "";
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ history: startHistory(opened), preview: null, selected: [], hall: firstHall, errors: [] }));
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<number>(page.step);
  const [zoom, setZoom] = useState<number>(16);
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setReady(true), []);
  // A large save goes in steps (WRITES_PER_SAVE): each answer with more to go sends the next step at once.
  useEffect(() => {
    if (answer?.alert === "partly") saveRef.current?.form?.requestSubmit(saveRef.current);
  }, [answer]);

  const doc = state.preview ?? state.history.present;
  const present = state.history.present;
  const json = useMemo(() => JSON.stringify(present), [present]);
  const storedVersion = useMemo(() => planVersion(page.doc), [page.doc]);
  const unsaved = useMemo(() => planVersion(present) !== storedVersion, [present, storedVersion]);
  const changed = useMemo(() => changedBooths(page.doc, present), [page.doc, present]);
  const hall = doc.halls.find((h) => h.key === state.hall);
  const booths = useMemo(() => doc.booths.filter((b) => b.hall === state.hall), [doc, state.hall]);
  // As on the public plan, the start every number of the hall shares is left off the drawing ("EH98-").
  const prefix = useMemo(() => sharedPrefix(booths.map((b) => b.number)), [booths]);
  const selected = useMemo(() => doc.booths.filter((b) => state.selected.includes(b.key)), [doc, state.selected]);
  const editable = selected.filter((b) => !isLocked(b));
  const types = new Map(page.types.map((type) => [type.id, type]));
  const locale = useLocale();
  const hallName = (h: { name: string; name_en: string }) => (locale === "en" && h.name_en ? h.name_en : h.name);

  // Leaving the page with unsaved changes asks first (not while the form itself is being sent).
  useEffect(() => {
    if (!unsaved || busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved, busy]);

  const apply = (result: PlanResult & { key?: string }, select?: string[], hallKey?: string) => dispatch({ type: "apply", result, ...(select ? { select } : {}), ...(hallKey ? { hall: hallKey } : {}) });

  const metresAt = (event: { clientX: number; clientY: number }) => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const startDrag = (event: React.PointerEvent, booth: PlanBooth, kind: Drag["kind"]) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    if (kind === "move" && event.shiftKey) {
      dispatch({ type: "toggle", key: booth.key });
      return;
    }
    const keys = state.selected.includes(booth.key) ? state.selected : [booth.key];
    if (!state.selected.includes(booth.key)) dispatch({ type: "select", keys });
    const start = metresAt(event);
    if (!start || keys.some((key) => isLocked(present.booths.find((b) => b.key === key)!))) return;
    svgRef.current?.setPointerCapture(event.pointerId);
    drag.current = { kind, keys, key: booth.key, start, origin: present, size: { width: booth.width, depth: booth.depth }, pointer: event.pointerId, doc: null };
  };

  const moveDrag = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointer) return;
    const at = metresAt(event);
    if (!at) return;
    const [dx, dy] = [at.x - current.start.x, at.y - current.start.y];
    const result =
      current.kind === "move" ? moveBooths(current.origin, current.keys, dx, dy, step) : resizeBooth(current.origin, current.key, current.size.width + dx, current.size.depth + dy, step);
    // A place on another booth is skipped: the booth stays where it last fitted.
    if (!result.ok) return;
    current.doc = result.doc;
    dispatch({ type: "preview", doc: result.doc });
  };

  const endDrag = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointer) return;
    drag.current = null;
    if (current.doc && planVersion(current.doc) !== planVersion(current.origin)) apply({ ok: true, doc: current.doc });
    // A click that moved nothing picks that one booth out of a selection of several.
    else dispatch(current.keys.length > 1 && current.kind === "move" ? { type: "select", keys: [current.key] } : { type: "preview", doc: null });
  };

  const removeSelected = () => {
    if (state.selected.length === 0) return;
    apply(deleteBooths(present, state.selected), []);
    canvasRef.current?.focus();
  };

  const onBoothKey = (event: React.KeyboardEvent, booth: PlanBooth) => {
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      dispatch(event.shiftKey ? { type: "toggle", key: booth.key } : { type: "select", keys: [booth.key] });
    } else if (arrows[event.key]) {
      event.preventDefault();
      const keys = state.selected.includes(booth.key) ? state.selected : [booth.key];
      const by = event.shiftKey ? 1 : step;
      const [dx, dy] = arrows[event.key]!;
      apply(moveBooths(present, keys, dx * by, dy * by, step), keys);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      const keys = state.selected.includes(booth.key) ? state.selected : [booth.key];
      apply(deleteBooths(present, keys), []);
      canvasRef.current?.focus();
    }
  };

  // The booths call the handlers of the latest render through one ref, so a booth whose props did not change
  // is not drawn again while another is dragged (a hall of 600 booths).
  const handlers = useRef<BoothHandlers>({ pointerDown: () => {}, keyDown: () => {} });
  handlers.current = { pointerDown: (event, booth) => startDrag(event, booth, "move"), keyDown: onBoothKey };

  const onEditorKey = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, select, textarea")) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
      event.preventDefault();
      dispatch({ type: "undo" });
    }
  };

  const add = () => {
    if (!hall) return;
    const near = selected.at(-1);
    const result = addBooth(present, hall.key, { step, ...(near ? { near: near.key, width: near.width, depth: near.depth, type: near.type } : { type: page.types[0]?.id ?? null }) });
    apply(result, result.ok && result.key ? [result.key] : undefined);
  };

  const companyOf = (booth: PlanBooth) => (isLocked(booth) ? page.companies[booth.number] : undefined);

  const alert = answer && !answer.ok ? t(`planEditor.alerts.${answer.alert}`, answer.alertValues) : null;
  const notice = answer?.ok ? t(`planEditor.alerts.${answer.alert}`, answer.alertValues) : page.saved ? t("planEditor.alerts.saved") : null;

  return (
    <section className="plan-editor" aria-labelledby="plan-editor-title" onKeyDown={onEditorKey}>
      <p className="pe-links">
        <Link to={page.show.editPath}>{t("planEditor.back")}</Link>
        <Link to={page.show.publicPath}>{t("planEditor.viewPublic")}</Link>
      </p>
      <h1 id="plan-editor-title">{t("planEditor.title", { show: page.show.name })}</h1>
      {alert ? <FormAlert message={alert} /> : null}
      {notice ? <FormNotice message={notice} /> : null}
      {answer ? <ErrorList errors={answer.errors} id="plan-answer-errors" /> : null}
      <p className="pe-lead">{t("planEditor.lead", { step: formatDecimal(page.step) })}</p>
      <noscript>
        <p className="pe-note">{t("planEditor.noScript")}</p>
      </noscript>

      <div className="pe-layout">
        <div className="pe-main">
          <HallTabs doc={doc} current={state.hall} onPick={(key) => dispatch({ type: "hall", key })} disabled={!ready} />
          {hall ? (
            <>
              <div className="pe-toolbar" role="toolbar" aria-label={t("planEditor.toolbar.label")}>
                <button type="button" className="button button--primary button--small" onClick={add} disabled={!ready}>
                  {t("planEditor.toolbar.add")}
                </button>
                <button type="button" className="button button--small" onClick={removeSelected} disabled={!ready || editable.length === 0}>
                  {t("planEditor.toolbar.remove")}
                </button>
                <button type="button" className="button button--small" onClick={() => apply(setBlocked(present, state.selected, true))} disabled={!ready || editable.length === 0}>
                  {t("planEditor.toolbar.block")}
                </button>
                <button type="button" className="button button--small" onClick={() => apply(setBlocked(present, state.selected, false))} disabled={!ready || !editable.some((b) => b.state === "blocked")}>
                  {t("planEditor.toolbar.unblock")}
                </button>
                <button type="button" className="button button--small" onClick={() => dispatch({ type: "undo" })} disabled={!ready || !canUndo(state.history)}>
                  {t("planEditor.toolbar.undo")}
                </button>
                <label className="pe-inline">
                  {t("planEditor.toolbar.step")}{" "}
                  <select value={step} onChange={(e) => setStep(Number(e.target.value))} disabled={!ready}>
                    {GRID_STEPS.map((value) => (
                      <option key={value} value={value}>
                        {t("planEditor.toolbar.stepValue", { step: formatDecimal(value) })}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="pe-inline">
                  {t("planEditor.toolbar.zoom")}{" "}
                  <select value={zoom} onChange={(e) => setZoom(Number(e.target.value))} disabled={!ready}>
                    {ZOOMS.map((value) => (
                      <option key={value} value={value}>
                        {`${Math.round((value / 16) * 100)}%`}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <div role="alert" className="pe-op-errors">
                <ErrorList errors={state.errors} />
              </div>
              <div
                className="pe-canvas"
                ref={canvasRef}
                tabIndex={-1}
                role="group"
                aria-label={t("planEditor.halls.plan", { hall: hallName(hall), w: formatNumber(hall.width), d: formatNumber(hall.depth) })}
              >
                <svg
                  ref={svgRef}
                  className="pe-svg"
                  viewBox={`${-MARGIN} ${-MARGIN} ${hall.width + 2 * MARGIN} ${hall.depth + 2 * MARGIN}`}
                  width={Math.round((hall.width + 2 * MARGIN) * zoom)}
                  height={Math.round((hall.depth + 2 * MARGIN) * zoom)}
                  onPointerMove={moveDrag}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  onPointerDown={(event) => {
                    if (event.button === 0 && !event.shiftKey) dispatch({ type: "select", keys: [] });
                  }}
                >
                  <Patterns />
                  <rect className="pe-floor" width={hall.width} height={hall.depth} />
                  {hall.background ? (
                    <image href={hall.background} width={hall.width} height={hall.depth} preserveAspectRatio="none" aria-hidden="true" pointerEvents="none" />
                  ) : null}
                  <rect width={hall.width} height={hall.depth} fill="url(#pe-grid-5)" pointerEvents="none" />
                  {booths.map((booth) => (
                    <BoothShape
                      key={booth.key}
                      booth={booth}
                      prefix={prefix}
                      selected={state.selected.includes(booth.key)}
                      changed={changed.has(booth.key)}
                      company={companyOf(booth)}
                      handlers={handlers}
                    />
                  ))}
                  {selected.length === 1 && editable.length === 1 && selected[0]!.hall === hall.key ? (
                    <rect
                      className="pe-handle"
                      x={roundM(selected[0]!.x + selected[0]!.width - 0.35)}
                      y={roundM(selected[0]!.y + selected[0]!.depth - 0.35)}
                      width={0.7}
                      height={0.7}
                      onPointerDown={(event) => startDrag(event, selected[0]!, "resize")}
                    />
                  ) : null}
                </svg>
              </div>
              <Legend />
              {prefix ? <p className="pe-help">{t("planEditor.halls.prefix", { prefix })}</p> : null}
              <p className="pe-help">{t("planEditor.keyboard")}</p>
            </>
          ) : (
            <p className="pe-note">{t("planEditor.halls.none")}</p>
          )}
        </div>

        <aside className="pe-panel" aria-label={t("planEditor.panel.title")}>
          <h2>{t("planEditor.panel.title")}</h2>
          <Suspense fallback={null}>
            {selected.length === 0 ? (
              <p className="form-field__help">{t("planEditor.panel.none")}</p>
            ) : (
              <SelectionPanel
                key={selected.map((b) => `${b.key}:${b.number}:${b.x}:${b.y}:${b.width}:${b.depth}:${b.type}:${b.price}:${b.state}`).join("|")}
                selected={selected}
                types={page.types}
                typeOf={(id) => types.get(id)}
                companies={page.companies}
                disabled={!ready}
                onApply={(fields) => apply(setFields(present, state.selected, fields))}
              />
            )}
            {editable.length > 0 ? (
              <NumberRow
                disabled={!ready}
                prefix={numberPrefix(editable[0]!.number)}
                onApply={(prefix, start) => apply(numberRow(present, state.selected, prefix, start))}
              />
            ) : null}
          </Suspense>
          <HallForms
            key={`${hall?.key}:${hall?.name}:${hall?.name_en}:${hall?.width}:${hall?.depth}`}
            hall={hall ?? null}
            disabled={!ready}
            onUpdate={(fields) => hall && apply(updateHall(present, hall.key, fields))}
            onDelete={() => hall && apply(deleteHall(present, hall.key))}
            onAdd={(fields) => {
              const result = addHall(present, fields);
              apply(result, [], result.ok ? result.key : undefined);
            }}
          />
        </aside>
      </div>

      <Form method="post" encType="multipart/form-data" className="pe-form">
        <input type="hidden" name="plan" value={json} />
        <input type="hidden" name="version" value={version} />
        <div className="pe-save">
          <button ref={saveRef} type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            {t("planEditor.toolbar.save")}
          </button>
          {unsaved ? <span className="pe-unsaved">{t("planEditor.toolbar.unsaved")}</span> : null}
        </div>
        {hall ? (
          <HallPicture
            halls={doc.halls}
            hall={hall}
            busy={busy}
            onPick={(key) => dispatch({ type: "hall", key })}
            onRemove={() => apply(setHallBackground(present, hall.key, null))}
          />
        ) : null}
        <fieldset className="pe-csv">
          <legend>{t("planEditor.csv.title")}</legend>
          <p className="form-field__help">{t("planEditor.csv.help")}</p>
          <label htmlFor="plan-csv">{t("planEditor.csv.file")}</label>
          <input id="plan-csv" type="file" name="csv" accept=".csv,text/csv" />
          <button type="submit" name="intent" value="import" className="button button--small" disabled={busy}>
            {t("planEditor.csv.import")}
          </button>
          <p className="pe-files">
            <a href={page.files.booths} download>
              {t("planEditor.csv.exportBooths")}
            </a>
            <a href={page.files.exhibitors} download>
              {t("planEditor.csv.exportExhibitors")}
            </a>
          </p>
        </fieldset>
      </Form>
    </section>
  );
}

interface BoothHandlers {
  pointerDown: (event: React.PointerEvent, booth: PlanBooth) => void;
  keyDown: (event: React.KeyboardEvent, booth: PlanBooth) => void;
}

interface BoothShapeProps {
  booth: PlanBooth;
  /** The start every number of the hall shares, left off the drawing. */
  prefix: string;
  selected: boolean;
  changed: boolean;
  /** Who booked or holds it, for the organizer's eyes. */
  company: string | undefined;
  handlers: React.RefObject<BoothHandlers>;
}

/** One booth: a focusable rectangle with its number (and its exhibitor), coloured and patterned by state. */
const BoothShape = memo(function BoothShape({ booth, prefix, selected, changed, company, handlers }: BoothShapeProps) {
  const { t } = useTranslation();
  const values = { number: booth.number, w: formatDecimal(booth.width), d: formatDecimal(booth.depth), state: t(`planEditor.states.${booth.state}`) };
  const description = company ? t("planEditor.boothBy", { ...values, company }) : t("planEditor.booth", values);
  const label = booth.number.slice(prefix.length);
  const size = labelSize(label, booth.width, booth.depth);
  const small = roundM(Math.max(0.3, size * 0.55));
  const fits = Math.max(1, Math.floor((booth.width - 0.2) / (small * 0.62)));
  const twoLines = company !== undefined && booth.depth >= 2;
  return (
    <g
      className={`${stateClass(booth)}${selected ? " is-selected" : ""}${changed ? " is-changed" : ""}`}
      tabIndex={0}
      role="button"
      aria-pressed={selected}
      aria-label={description}
      data-number={booth.number}
      onPointerDown={(event) => handlers.current.pointerDown(event, booth)}
      onKeyDown={(event) => handlers.current.keyDown(event, booth)}
    >
      <title>{description}</title>
      <rect x={booth.x} y={booth.y} width={booth.width} height={booth.depth} />
      <text x={roundM(booth.x + booth.width / 2)} y={roundM(booth.y + booth.depth / 2 - (twoLines ? small / 2 : 0))} fontSize={size}>
        {label}
      </text>
      {twoLines ? (
        <text className="pe-company" x={roundM(booth.x + booth.width / 2)} y={roundM(booth.y + booth.depth / 2 + size / 2 + small / 4)} fontSize={small}>
          {company.length > fits ? `${company.slice(0, Math.max(1, fits - 1))}…` : company}
        </text>
      ) : null}
    </g>
  );
});

function HallTabs({ doc, current, onPick, disabled }: { doc: PlanDoc; current: string; onPick: (key: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (doc.halls.length === 0) return null;
  return (
    <div className="pe-tabs" role="group" aria-label={t("planEditor.halls.label")}>
      {doc.halls.map((hall) => (
        <button
          key={hall.key}
          type="button"
          className={`pe-tab${hall.key === current ? " is-current" : ""}`}
          aria-pressed={hall.key === current}
          onClick={() => onPick(hall.key)}
          disabled={disabled && hall.key !== current}
        >
          <span className="pe-tab__name">{locale === "en" && hall.name_en ? hall.name_en : hall.name}</span>
          <span className="pe-tab__size">{t("planEditor.halls.size", { w: formatNumber(hall.width), d: formatNumber(hall.depth), n: formatNumber(doc.booths.filter((b) => b.hall === hall.key).length) })}</span>
        </button>
      ))}
    </div>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="pe-legend" aria-label={t("planEditor.legend")}>
      {(["available", "held", "booked", "blocked"] as const).map((state) => (
        <li key={state}>
          <svg className="pe-swatch" viewBox="0 0 3 2" aria-hidden="true" focusable="false">
            <g className={`pe-booth pe-${state}`}>
              <rect x="0.1" y="0.1" width="2.8" height="1.8" />
            </g>
          </svg>
          {t(`planEditor.states.${state}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The shown hall's picture, part of the plan's form: a file uploaded with `intent=picture` comes back laid under the
 * hall (saved with the plan), and "take it off" does it in the page (without scripts, through the form). Picking
 * another hall here shows that hall.
 */
function HallPicture({
  halls,
  hall,
  busy,
  onPick,
  onRemove,
}: {
  halls: readonly PlanHall[];
  hall: PlanHall;
  busy: boolean;
  onPick: (key: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="pe-picture">
      <legend>{t("planEditor.picture.title")}</legend>
      <p className="form-field__help">{t("planEditor.picture.help", { mb: formatNumber(PICTURE_FILE.bytesEach / (1024 * 1024)) })}</p>
      <label htmlFor="plan-picture-hall">{t("planEditor.picture.hall")}</label>
      <select id="plan-picture-hall" name="hall" value={hall.key} onChange={(event) => onPick(event.target.value)}>
        {halls.map((h) => (
          <option key={h.key} value={h.key}>
            {locale === "en" && h.name_en ? h.name_en : h.name}
          </option>
        ))}
      </select>
      <label htmlFor="plan-picture">{t("planEditor.picture.file")}</label>
      <input id="plan-picture" type="file" name="picture" accept={PICTURE_FILE.types.join(",")} />
      <button type="submit" name="intent" value="picture" className="button button--small" disabled={busy}>
        {t("planEditor.picture.upload")}
      </button>
      {hall.background ? (
        <button
          type="submit"
          name="intent"
          value="removePicture"
          className="button button--small"
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          {t("planEditor.picture.remove")}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * The shown hall's name and size and a new hall, each folded: its form (selection-tools.tsx) is drawn and loaded
 * when opened. A show without halls starts here, "add a hall" open.
 */
function HallForms({
  hall,
  disabled,
  onUpdate,
  onDelete,
  onAdd,
}: {
  hall: HallFields | null;
  disabled: boolean;
  onUpdate: (fields: HallFields) => void;
  onDelete: () => void;
  onAdd: (fields: HallFields) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(!hall);
  const opened = (set: (open: boolean) => void) => (event: React.SyntheticEvent<HTMLDetailsElement>) => set(event.currentTarget.open);
  return (
    <div className="pe-halls">
      {hall ? (
        <details open={editing} onToggle={opened(setEditing)}>
          <summary>{t("planEditor.halls.edit")}</summary>
          {editing ? (
            <Suspense fallback={null}>
              <HallForm idPrefix="pe-hall" hall={hall} disabled={disabled} submitLabel={t("planEditor.halls.apply")} onSubmit={onUpdate} onDelete={onDelete} />
            </Suspense>
          ) : null}
        </details>
      ) : null}
      <details open={adding} onToggle={opened(setAdding)}>
        <summary>{t("planEditor.halls.add")}</summary>
        {adding ? (
          <Suspense fallback={null}>
            <HallForm idPrefix="pe-new-hall" hall={null} disabled={disabled} submitLabel={t("planEditor.halls.create")} onSubmit={onAdd} />
          </Suspense>
        ) : null}
      </details>
    </div>
  );
}
