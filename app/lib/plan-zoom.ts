/**
 * The public floor plan's zoom (app/features/trade-shows/plan-interaction.ts): a hall is drawn at a scale of its
 * first size, between fitting its box and six times that size, and the point under the finger or the pointer
 * stays where it is.
 */

export const MAX_ZOOM = 6;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.25;

/** The smallest scale: the whole hall's width in its box, never larger than the first size. */
export function minZoom(boxWidth: number, drawnWidth: number): number {
  return drawnWidth > 0 ? Math.min(1, boxWidth / drawnWidth) : 1;
}

export function clampZoom(zoom: number, min: number): number {
  return Math.min(MAX_ZOOM, Math.max(min, zoom));
}

/**
 * The scroll offset that keeps a point of the box in place when the drawing grows by `ratio`: `at` is that point's
 * distance from the box's edge, `scroll` the box's scroll offset before.
 */
export function scrollKeeping(scroll: number, at: number, ratio: number): number {
  return Math.max(0, (scroll + at) * ratio - at);
}

/** The zoom of a wheel turn: a notch (about 100 pixels) is one step, smooth for trackpads' small deltas. */
export function wheelFactor(deltaY: number): number {
  return ZOOM_STEP ** (-deltaY / 100);
}
