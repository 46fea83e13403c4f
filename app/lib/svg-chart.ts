/**
 * A grouped bar chart as SVG markup, built on the server: no chart code reaches the browser. The picture is
 * one of two ways to read the numbers (the page puts the same numbers in a table beside it), so it carries a
 * title and a description for screen readers and leaves the exact figures to the table.
 */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** Colour role, mapped to a CSS class (the page's stylesheet sets the colours). */
  tone: "primary" | "accent" | "muted";
}

export interface BarChartInput {
  /** Unique on the page: the ids of <title> and <desc> derive from it. */
  id: string;
  title: string;
  desc: string;
  /** One label per group (a week), under the x axis. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  width?: number;
  height?: number;
}

const FILLS = { primary: "#0b3a5b", accent: "#c2410c", muted: "#64748b" } as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least `max` (and at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function barChartSvg(input: BarChartInput): string {
  const width = input.width ?? 320;
  const height = input.height ?? 190;
  const margin = { top: 10, right: 6, bottom: 26, left: 30 };
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const top = niceMax(Math.max(0, ...input.series.flatMap((s) => s.values)));
  const y = (value: number) => margin.top + plotH - (value / top) * plotH;
  const groups = Math.max(1, input.labels.length);
  const groupW = plotW / groups;
  const barW = (groupW * 0.7) / Math.max(1, input.series.length);
  const titleId = `${input.id}-title`;
  const descId = `${input.id}-desc`;

  // Gridlines at whole numbers only: 0, the middle when it is one, and the top.
  const ticks = [0, top / 2, top].filter((tick) => Number.isInteger(tick));
  const grid = ticks
    .map(
      (tick) =>
        `<g class="chart__tick"><line x1="${margin.left}" x2="${width - margin.right}" y1="${round(y(tick))}" y2="${round(y(tick))}" stroke="#d7dde3"/>` +
        `<text x="${margin.left - 6}" y="${round(y(tick) + 4)}" text-anchor="end">${tick}</text></g>`,
    )
    .join("");
  const bars = input.series
    .map((series, s) =>
      series.values
        .map((value, g) => {
          const x = margin.left + g * groupW + groupW * 0.15 + s * barW;
          const barTop = y(Math.max(0, value));
          return `<rect class="chart__bar chart__bar--${series.tone}" x="${round(x)}" y="${round(barTop)}" width="${round(barW)}" height="${round(margin.top + plotH - barTop)}" fill="${FILLS[series.tone]}"/>`;
        })
        .join(""),
    )
    .join("");
  const labels = input.labels
    .map((label, g) => `<text x="${round(margin.left + g * groupW + groupW / 2)}" y="${height - margin.bottom + 16}" text-anchor="middle">${escapeXml(label)}</text>`)
    .join("");

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId} ${descId}" font-size="11" fill="#334155">` +
    `<title id="${titleId}">${escapeXml(input.title)}</title><desc id="${descId}">${escapeXml(input.desc)}</desc>` +
    grid +
    bars +
    `<line x1="${margin.left}" x2="${width - margin.right}" y1="${margin.top + plotH}" y2="${margin.top + plotH}" stroke="#64748b"/>` +
    labels +
    `</svg>`
  );
}
