import { describe, expect, it } from "vitest";
import { clampZoom, MAX_ZOOM, minZoom, scrollKeeping, wheelFactor, ZOOM_STEP } from "./plan-zoom";

describe("the floor plan's zoom", () => {
  it("zooms out no further than the hall's width in its box, and never above the first size", () => {
    expect(minZoom(360, 1600)).toBeCloseTo(0.225);
    expect(minZoom(1200, 800)).toBe(1);
    expect(clampZoom(0.1, minZoom(360, 1600))).toBeCloseTo(0.225);
    expect(clampZoom(40, 1)).toBe(MAX_ZOOM);
    expect(clampZoom(2, 1)).toBe(2);
  });

  it("keeps the point under the pointer in place", () => {
    // 100 px scrolled, the pointer 50 px into the box: the drawing's point 150 is under it; doubled it is 300.
    expect(scrollKeeping(100, 50, 2)).toBe(250);
    expect(scrollKeeping(250, 50, 0.5)).toBe(100);
    // Zoomed out past the start, the box cannot scroll before its edge.
    expect(scrollKeeping(0, 50, 0.5)).toBe(0);
  });

  it("turns a wheel notch into one step, either way", () => {
    expect(wheelFactor(-100)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(100)).toBeCloseTo(1 / ZOOM_STEP);
    expect(wheelFactor(0)).toBe(1);
  });
});
