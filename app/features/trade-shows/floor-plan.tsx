import { BoothStatePatterns } from "~/components/booth-patterns";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useLocalizePath } from "~/components/use-locale";
import { BOOTH_HOLD_MS, BOOTHS_PER_HOLD } from "~/domain/booths";
import { useTranslation } from "~/i18n/react";
import { EXHIBITOR_QUERY_MAX, LABEL_SIZE_M, labelSize } from "~/lib/floor-plan";
import { formatDecimal, formatNumber } from "~/lib/numbers";
import { pagePath } from "~/lib/paths";
import type { FloorPlanView, PlanBooth, StateCode } from "./floor-plan.server";

/**
 * A show's floor plan, drawn on the server: per hall an SVG in metres (state by colour and by pattern), the key,
 * the exhibitor list with its search (a plain GET form), and the table of every booth, the plan's accessible
 * alternative and, when the show takes bookings, the form that books the ticked booths. Without scripts panning is
 * the scroll box's, a booth is a link to its row and the browser's own zoom enlarges it; plan-interaction.ts adds
 * zoom and the booths' cards when someone reaches for the plan.
 */

const STATES = { a: "available", h: "held", b: "booked", x: "blocked" } as const;
const CODES = Object.keys(STATES) as StateCode[];
/** Screen pixels per metre as first drawn: a booth's number (0.9 m) reads at about 14 px. */
const PX_PER_M = 16;
const round = (n: number) => Math.round(n * 100) / 100;
const rowId = (number: string) => `booth-${number}`;
const ZOOMS = ["in", "out", "reset"] as const;
const ZOOM_SIGNS = { in: "+", out: "−", reset: "1:1" } as const;

/** The fills the booths and the key share. */
function Patterns() {
  return (
    <svg className="fp-defs" aria-hidden="true" focusable="false">
      <BoothStatePatterns prefix="fp" />
    </svg>
  );
}

function Swatch({ className }: { className: string }) {
  return (
    <svg className="fp-swatch" viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      <g className={className}>
        <rect x="0.1" y="0.1" width="2.8" height="1.8" />
      </g>
    </svg>
  );
}

export default function FloorPlan({ plan, path, show, bookable }: { plan: FloorPlanView; path: string; show: string; bookable: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const hits = new Set(plan.hits);
  const counts = { a: 0, h: 0, b: 0, x: 0 };
  const hallOf = new Map<string, string>();
  for (const hall of plan.halls) {
    for (const booth of hall.b) {
      counts[booth.s] += 1;
      hallOf.set(booth.n, hall.n);
    }
  }
  const boothClass = (b: PlanBooth) => (hits.has(b.n) ? `fp-${b.s} fp-hit` : `fp-${b.s}`);
  const searchPath = `${to(path)}#exhibitors`;

  const typeText = (b: PlanBooth) => {
    const type = b.t === undefined ? undefined : plan.types[b.t];
    const position = b.o ? t(`plans.positions.${b.o}`) : "";
    return [type?.n, position].filter(Boolean).join(" · ") || "–";
  };

  // One table per hall, folded: hundreds of rows cost the browser nothing until someone opens a hall's (the hall
  // of a searched company comes open). Without scripts it is the plan's booking form and its text alternative.
  const tables = plan.halls.map((hall) => (
    <details key={hall.id} className="fp-hall-table" open={hall.b.some((b) => hits.has(b.n))}>
      <summary>{t("plans.table.hallBooths", { hall: hall.n, count: hall.b.length, n: formatNumber(hall.b.length) })}</summary>
      <div className="fp-table-wrap" role="region" aria-labelledby={`fp-table-${hall.id}`} tabIndex={0}>
        <table className="fp-table">
          <caption id={`fp-table-${hall.id}`}>{t("plans.table.caption", { hall: hall.n })}</caption>
          <thead>
            <tr>
              {bookable ? <th scope="col">{t("plans.table.pick")}</th> : null}
              <th scope="col">{t("plans.table.number")}</th>
              <th scope="col">{t("plans.table.size")}</th>
              <th scope="col">{t("plans.table.type")}</th>
              <th scope="col">{t("plans.table.price")}</th>
              <th scope="col">{t("plans.table.state")}</th>
            </tr>
          </thead>
          <tbody>
            {hall.b.map((b) => (
              <tr key={b.n} id={rowId(b.n)} className={hits.has(b.n) ? "fp-row-hit" : undefined}>
                {bookable ? (
                  <td>{b.s === "a" ? <input type="checkbox" name="booth" value={b.n} aria-label={t("plans.table.pickBooth", { number: b.n })} /> : null}</td>
                ) : null}
                <th scope="row">{b.n}</th>
                <td>{t("plans.table.sizeValue", { w: formatDecimal(b.w), d: formatDecimal(b.d), area: formatDecimal(round(b.w * b.d)) })}</td>
                <td>{typeText(b)}</td>
                <td>{b.p ?? (b.t === undefined ? "–" : plan.types[b.t]?.p)}</td>
                <td className={`fp-state-${b.s}`}>{t(`plans.states.${STATES[b.s]}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  ));
  const table = <div className="fp-tables">{tables}</div>;

  return (
    <section
      id="floor-plan"
      aria-labelledby="floor-plan-title"
      className="floor-plan"
      // The booth card's words, for plan-interaction.ts: it writes the card from the booth's row and these.
      data-book-one={t("plans.card.bookOne")}
      data-book-many={t("plans.card.bookMany", { n: "#" })}
      data-pick={t("plans.card.pick")}
      data-close={t("plans.card.close")}
    >
      <h2 id="floor-plan-title">{t("plans.title")}</h2>
      <p>{t("plans.intro")}</p>
      <p className="fp-live-only">{t("plans.zoomHelp")}</p>
      <Patterns />
      <ul className="fp-legend" aria-label={t("plans.legend")}>
        {CODES.map((code) => (
          <li key={code}>
            <Swatch className={`fp-${code}`} />
            {t("plans.legendItem", { state: t(`plans.states.${STATES[code]}`), n: formatNumber(counts[code]) })}
          </li>
        ))}
        {hits.size > 0 ? (
          <li>
            <Swatch className="fp-a fp-hit" />
            {t("plans.hit")}
          </li>
        ) : null}
      </ul>

      {plan.halls.map((hall) => (
        <div key={hall.id} className="fp-hall">
          <div className="fp-hall-head">
            <h3 id={`hall-${hall.id}`}>{hall.n}</h3>
            {/* Shown once the plan's code is here (plan-interaction.ts): until then they would do nothing. */}
            <div className="fp-zoom fp-live-only" role="group" aria-label={t("plans.zoom.group", { hall: hall.n })}>
              {ZOOMS.map((zoom) => (
                <button key={zoom} type="button" className="button" data-zoom={zoom} title={t(`plans.zoom.${zoom}`)}>
                  <span aria-hidden="true">{ZOOM_SIGNS[zoom]}</span>
                  <span className="visually-hidden">{t(`plans.zoom.${zoom}`)}</span>
                </button>
              ))}
            </div>
          </div>
          <div className="fp-canvas" role="group" aria-label={t("plans.hallScroll", { hall: hall.n })} tabIndex={0}>
            <svg
              className="fp-svg"
              viewBox={`0 0 ${hall.w} ${hall.d}`}
              width={round(hall.w * PX_PER_M)}
              height={round(hall.d * PX_PER_M)}
              // An image to assistive technology, named by its summary (the table is the alternative), that may hold
              // links: role="img" would make them nested interactive controls, so the booths' links are hidden instead.
              role="graphics-document"
              aria-label={t("plans.hallSummary", { hall: hall.n, count: hall.b.length, n: formatNumber(hall.b.length), available: formatNumber(hall.b.filter((b) => b.s === "a").length) })}
            >
              <rect className="fp-floor" width={hall.w} height={hall.d} />
              {/* The hall's picture is decoration under the booths: the table says all it could. */}
              {hall.bg ? <image href={hall.bg.u} width={hall.bg.w} height={hall.bg.d} preserveAspectRatio="none" aria-hidden="true" /> : null}
              {/* Found booths last, so their outline is drawn over their neighbours. */}
              {(hits.size > 0 ? [...hall.b].sort((a, b) => Number(hits.has(a.n)) - Number(hits.has(b.n))) : hall.b).map((b) => {
                // The hall's shared start ("EH98-") is left out on its drawing; a long number shrinks to its booth.
                const label = b.n.slice(hall.s?.length ?? 0);
                const size = labelSize(label, b.w, b.d);
                return (
                  <a key={b.n} href={`#${rowId(b.n)}`} tabIndex={-1} aria-hidden="true" className={boothClass(b)}>
                    <rect x={b.x} y={b.y} width={b.w} height={b.d} />
                    <text x={round(b.x + b.w / 2)} y={round(b.y + b.d / 2)} fontSize={size < LABEL_SIZE_M ? size : undefined}>
                      {label}
                    </text>
                  </a>
                );
              })}
            </svg>
          </div>
        </div>
      ))}

      {plan.types.length > 0 ? (
        <>
          <h3>{t("plans.byType")}</h3>
          <ul className="fp-types">
            {plan.types.map((type) => (
              <li key={type.n + type.p}>{t("plans.typeStock", { name: type.n, size: formatDecimal(type.z), price: type.p, n: formatNumber(type.a) })}</li>
            ))}
          </ul>
        </>
      ) : null}

      <section id="exhibitors" aria-labelledby="exhibitors-title" className="fp-exhibitors">
        <h3 id="exhibitors-title">{t("plans.exhibitors.title")}</h3>
        <form method="get" action={searchPath} role="search" aria-labelledby="exhibitors-title" className="fp-search">
          <label htmlFor="exhibitor-search">{t("plans.exhibitors.search")}</label>
          <input id="exhibitor-search" type="search" name="exhibitor" defaultValue={plan.q} maxLength={EXHIBITOR_QUERY_MAX} />
          <button type="submit" className="button">
            {t("plans.exhibitors.submit")}
          </button>
        </form>
        {plan.q ? (
          <p className="fp-search-result">
            {hits.size > 0 ? t("plans.exhibitors.found", { q: plan.q, count: hits.size, n: formatNumber(hits.size) }) : t("plans.exhibitors.notFound", { q: plan.q })}{" "}
            <a href={searchPath}>{t("plans.exhibitors.showAll")}</a>
          </p>
        ) : null}
        {plan.ex.length > 0 ? (
          <ul className="fp-exhibitor-list">
            {plan.ex.map((exhibitor) => (
              <li key={exhibitor.n}>
                <span className="fp-exhibitor">{exhibitor.n}</span>{" "}
                {exhibitor.b.map((number, i) => (
                  <span key={number}>
                    {i > 0 ? ", " : null}
                    <a href={`#${rowId(number)}`}>{number}</a>
                    {` (${hallOf.get(number) ?? ""})`}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        ) : plan.q ? null : (
          <p>{t("plans.exhibitors.none")}</p>
        )}
      </section>

      {bookable ? (
        <form method="post" action={to(pagePath("boothReservationDetails", { query: { show } }))} className="fp-book">
          <input type="hidden" name="intent" value="hold" />
          <SubmissionKeyField />
          <p>{t("plans.bookHelp", { max: BOOTHS_PER_HOLD, minutes: BOOTH_HOLD_MS / 60_000 })}</p>
          {table}
          <button type="submit" className="button button--accent">
            {t("plans.book")}
          </button>
        </form>
      ) : (
        table
      )}
    </section>
  );
}
