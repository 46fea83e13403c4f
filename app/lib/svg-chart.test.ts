import { describe, expect, it } from "vitest";
import { barChartSvg, niceMax } from "./svg-chart";

const input = {
  id: "views-1",
  title: "Page views per week",
  desc: "Views of the venue page over the last 3 weeks: 4, 10 and 0.",
  labels: ["9 Nov", "16 Nov", "23 Nov"],
  series: [{ label: "Views", values: [4, 10, 0], tone: "primary" as const }],
};

describe("niceMax", () => {
  it("rounds the axis top up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(420)).toBe(500);
  });
});

describe("barChartSvg", () => {
  it("is an image named by its title and description", () => {
    const svg = barChartSvg(input);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="views-1-title views-1-desc"/);
    expect(svg).toContain('<title id="views-1-title">Page views per week</title>');
    expect(svg).toContain('<desc id="views-1-desc">Views of the venue page over the last 3 weeks: 4, 10 and 0.</desc>');
  });

  it("draws one bar per value, scaled against the rounded top, and a label per week", () => {
    const svg = barChartSvg(input);
    const heights = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    // Plot height 154: 10 reaches the top (niceMax 10), 4 is 40 % of it, 0 is flat.
    expect(heights).toEqual([61.6, 154, 0]);
    for (const label of input.labels) expect(svg).toContain(`>${label}</text>`);
  });

  it("puts the series of a week side by side in their tones", () => {
    const svg = barChartSvg({ ...input, series: [input.series[0]!, { label: "Quotations", values: [1, 2, 3], tone: "accent" }] });
    expect(svg.match(/chart__bar--primary/g)).toHaveLength(3);
    expect(svg.match(/chart__bar--accent/g)).toHaveLength(3);
  });

  it("draws gridlines at whole numbers only", () => {
    const ticks = (values: number[]) => [...barChartSvg({ ...input, series: [{ ...input.series[0]!, values }] }).matchAll(/text-anchor="end">(\d+)</g)].map((m) => m[1]);
    expect(ticks([4, 10, 0])).toEqual(["0", "5", "10"]);
    expect(ticks([3, 1, 0])).toEqual(["0", "5"]);
    expect(ticks([0, 0, 0])).toEqual(["0", "1"]);
  });

  it("escapes text, so a listing name cannot break out of the markup", () => {
    const svg = barChartSvg({ ...input, title: 'A <b>"hall"</b> & co' });
    expect(svg).toContain("A &lt;b&gt;&quot;hall&quot;&lt;/b&gt; &amp; co");
    expect(svg).not.toContain("<b>");
  });
});
