/**
 * Zoom for a show's floor plan (floor-plan.tsx), loaded with `import()` on the first touch, click or focus inside
 * it, so none of it is first-load JavaScript: the +/− buttons of each hall, Ctrl or ⌘ with the wheel (a
 * trackpad's pinch) and the + and − keys in a focused plan change the width of the hall's SVG; the scroll box
 * pans as before, and a plain wheel still scrolls the page.
 */

/** Screen pixels per metre the plan zooms between (it starts at 16). */
const MIN_SCALE = 4;
const MAX_SCALE = 64;
const STEP = 1.25;

/** Scales a hall's drawing by `factor`, keeping the point at (`atX`, `atY`) of its scroll box where it is. */
function zoomBy(canvas: HTMLElement, factor: number, atX = canvas.clientWidth / 2, atY = canvas.clientHeight / 2): void {
  const svg = canvas.querySelector("svg");
  const [, , width = 0, depth = 0] = (svg?.getAttribute("viewBox") ?? "").split(" ").map(Number);
  if (!svg || !(width > 0)) return;
  const before = svg.getBoundingClientRect().width;
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, (before / width) * factor));
  const ratio = (scale * width) / before;
  const left = (canvas.scrollLeft + atX) * ratio - atX;
  const top = (canvas.scrollTop + atY) * ratio - atY;
  svg.setAttribute("width", String(Math.round(scale * width)));
  svg.setAttribute("height", String(Math.round(scale * depth)));
  canvas.scrollTo(left, top);
}

/** Shows the plan's zoom buttons and listens for zooming; once per plan. */
export function attachZoom(plan: HTMLElement): void {
  if (plan.dataset.zoom) return;
  plan.dataset.zoom = "on";
  for (const bar of plan.querySelectorAll<HTMLElement>(".fp-zoom")) bar.hidden = false;
  plan.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-zoom]");
    const canvas = button?.closest(".fp-hall")?.querySelector<HTMLElement>(".fp-canvas");
    if (button && canvas) zoomBy(canvas, button.dataset.zoom === "in" ? STEP : 1 / STEP);
  });
  for (const canvas of plan.querySelectorAll<HTMLElement>(".fp-canvas")) {
    canvas.addEventListener(
      "wheel",
      (event) => {
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        const box = canvas.getBoundingClientRect();
        zoomBy(canvas, event.deltaY < 0 ? STEP : 1 / STEP, event.clientX - box.left, event.clientY - box.top);
      },
      { passive: false },
    );
    canvas.addEventListener("keydown", (event) => {
      if (event.target !== canvas || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "+" || event.key === "=") zoomBy(canvas, STEP);
      else if (event.key === "-") zoomBy(canvas, 1 / STEP);
      else return;
      event.preventDefault();
    });
  }
}
