import { clampZoom, minZoom, scrollKeeping, wheelFactor, ZOOM_STEP } from "~/lib/plan-zoom";

/**
 * The public floor plan's interaction, loaded when someone first reaches for the plan (floor-plan-slot.tsx) and
 * working on the server's HTML as it is (floor-plan.tsx), with no React: each hall zooms by its buttons, by
 * pinching, by Ctrl or ⌘ with the wheel and by the + / − / 0 keys (its box's scrolling pans), and a booth opens a
 * card with its row's facts (number, size, type, price, state) and, where the show takes bookings and the booth is
 * free, "select" and "book". The booths' table stays the plan's text alternative and its form.
 */

const live = new WeakSet<HTMLElement>();
/** Clicks this module answered, so the slot's first-load handler does not answer them again. */
const answered = new WeakSet<Event>();
const CARD = "fp-card";

export function interact(slot: HTMLElement, event: Event): void {
  if (!live.has(slot)) {
    live.add(slot);
    start(slot);
  }
  if (event.type === "click" && !answered.has(event)) onClick(slot, event as MouseEvent);
}

function start(slot: HTMLElement) {
  slot.classList.add("fp-live");
  for (const canvas of slot.querySelectorAll<HTMLElement>(".fp-canvas")) zoomable(canvas);
  slot.addEventListener("click", (event) => onClick(slot, event));
  slot.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeCard(slot, true);
  });
  // A box ticked in the table shows on the drawing too.
  slot.addEventListener("change", (event) => {
    const box = event.target as HTMLInputElement;
    if (box.name === "booth") markPicked(slot, box.value, box.checked);
  });
}

function zoomable(canvas: HTMLElement) {
  const svg = canvas.querySelector("svg");
  if (!svg) return;
  const width = Number(svg.getAttribute("width"));
  const height = Number(svg.getAttribute("height"));
  let zoom = 1;
  /** Scales the drawing by `factor` around a point of the box (its centre unless given), within the bounds. */
  const zoomBy = (factor: number, clientX?: number, clientY?: number) => {
    const box = canvas.getBoundingClientRect();
    const next = clampZoom(zoom * factor, minZoom(canvas.clientWidth, width));
    const ratio = next / zoom;
    if (ratio === 1) return;
    const atX = (clientX ?? box.left + box.width / 2) - box.left;
    const atY = (clientY ?? box.top + box.height / 2) - box.top;
    const [left, top] = [scrollKeeping(canvas.scrollLeft, atX, ratio), scrollKeeping(canvas.scrollTop, atY, ratio)];
    zoom = next;
    svg.setAttribute("width", String(width * zoom));
    svg.setAttribute("height", String(height * zoom));
    canvas.scrollTo(left, top);
  };
  canvas.setAttribute("aria-keyshortcuts", "+ - 0");

  const buttons = canvas.parentElement?.querySelector(".fp-zoom");
  buttons?.addEventListener("click", (event) => {
    const which = (event.target as Element).closest<HTMLElement>("[data-zoom]")?.dataset.zoom;
    if (which === "in") zoomBy(ZOOM_STEP);
    else if (which === "out") zoomBy(1 / ZOOM_STEP);
    else if (which === "reset") zoomBy(1 / zoom);
  });
  canvas.addEventListener(
    "wheel",
    (event) => {
      // A plain wheel scrolls the page and the box, as everywhere; with Ctrl or ⌘ (a trackpad's pinch too) it zooms.
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomBy(wheelFactor(event.deltaY), event.clientX, event.clientY);
    },
    { passive: false },
  );
  canvas.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const factor = event.key === "+" || event.key === "=" ? ZOOM_STEP : event.key === "-" ? 1 / ZOOM_STEP : event.key === "0" ? 1 / zoom : 0;
    if (!factor) return;
    event.preventDefault();
    zoomBy(factor);
  });

  // Two fingers zoom (the box's CSS leaves pinching to this code once it is here); one finger pans natively.
  let pinch: { distance: number; zoom: number } | null = null;
  const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
  canvas.addEventListener(
    "touchstart",
    (event) => {
      if (event.touches.length === 2) pinch = { distance: spread(event.touches), zoom };
    },
    { passive: true },
  );
  canvas.addEventListener(
    "touchmove",
    (event) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      zoomBy((pinch.zoom * spread(event.touches)) / pinch.distance / zoom, (a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2);
    },
    { passive: false },
  );
  canvas.addEventListener("touchend", (event) => {
    if (event.touches.length < 2) pinch = null;
  });
}

function onClick(slot: HTMLElement, event: MouseEvent) {
  answered.add(event);
  const target = event.target as Element;
  const booth = target.closest<SVGAElement>(".fp-svg a");
  if (booth) {
    event.preventDefault();
    openCard(slot, booth);
  } else if (!target.closest(`.${CARD}`)) {
    closeCard(slot, false);
  }
}

const boothLink = (slot: HTMLElement, number: string) => slot.querySelector<SVGAElement>(`.fp-svg a[href="#booth-${CSS.escape(number)}"]`);

function markPicked(slot: HTMLElement, number: string, picked: boolean) {
  boothLink(slot, number)?.classList.toggle("fp-picked", picked);
}

function closeCard(slot: HTMLElement, returnFocus: boolean) {
  const card = slot.querySelector<HTMLElement>(`.${CARD}`);
  if (!card) return;
  const canvas = slot.querySelector<HTMLElement>(`[data-card-from]`);
  canvas?.removeAttribute("data-card-from");
  card.remove();
  if (returnFocus) canvas?.focus();
}

/** The card of a booth: its row's facts under the table's own headings, so it reads in the page's language. */
function openCard(slot: HTMLElement, booth: SVGAElement) {
  closeCard(slot, false);
  const number = decodeURIComponent(booth.getAttribute("href")!.slice("#booth-".length));
  const row = slot.ownerDocument.getElementById(`booth-${number}`) as HTMLTableRowElement | null;
  const table = row?.closest("table");
  const words = slot.querySelector<HTMLElement>("#floor-plan")?.dataset;
  if (!row || !table || !words) return;
  const headings = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent ?? "");
  const box = row.querySelector<HTMLInputElement>("input[name=booth]");
  // With a column to tick, the facts start one cell later.
  const first = table.tHead!.rows[0]!.cells.length - 5;

  const card = element("div", CARD);
  card.setAttribute("role", "dialog");
  card.setAttribute("aria-labelledby", "fp-card-title");
  card.tabIndex = -1;
  const title = element("h4", "fp-card-title", `${headings[first]} ${number}`);
  title.id = "fp-card-title";
  const facts = element("dl", "fp-card-facts");
  for (let i = first + 1; i < headings.length; i += 1) {
    facts.appendChild(element("dt", "", headings[i]!));
    facts.appendChild(element("dd", row.cells[i]!.className, row.cells[i]!.textContent ?? ""));
  }
  const close = element("button", "fp-card-close", "×");
  close.type = "button";
  close.setAttribute("aria-label", words.close ?? "");
  close.addEventListener("click", () => closeCard(slot, true));
  // Element.append is typed as HTMLRewriter's here (the Worker's types): appendChild is the DOM's alone.
  for (const part of [close, title, facts, ...(box ? [bookingActions(slot, box, words)] : [])]) card.appendChild(part);

  slot.appendChild(card);
  place(slot, card, booth);
  booth.closest<HTMLElement>(".fp-canvas")?.setAttribute("data-card-from", "");
  card.focus();
}

/** Select this booth (with others, as one stand) and book the selection, through the table's own form. */
function bookingActions(slot: HTMLElement, box: HTMLInputElement, words: DOMStringMap) {
  const actions = element("div", "fp-card-actions");
  const pick = element("button", "button", words.pick ?? "");
  const book = element("button", "button button--accent", "");
  pick.type = book.type = "button";
  const picked = () => slot.querySelectorAll<HTMLInputElement>("input[name=booth]:checked").length;
  const show = () => {
    pick.setAttribute("aria-pressed", String(box.checked));
    const count = picked() + (box.checked ? 0 : 1);
    book.textContent = count > 1 ? (words.bookMany ?? "").replace("#", String(count)) : (words.bookOne ?? "");
  };
  pick.addEventListener("click", () => {
    box.checked = !box.checked;
    markPicked(slot, box.value, box.checked);
    show();
  });
  book.addEventListener("click", () => {
    box.checked = true;
    box.form?.requestSubmit();
  });
  show();
  actions.appendChild(pick);
  actions.appendChild(book);
  return actions;
}

/** Beside the booth, inside the plan's column; on a phone the stylesheet makes it a sheet at the screen's foot. */
function place(slot: HTMLElement, card: HTMLElement, booth: SVGAElement) {
  const area = slot.getBoundingClientRect();
  const at = booth.getBoundingClientRect();
  const left = Math.max(0, Math.min(at.left - area.left, area.width - card.offsetWidth));
  const below = at.bottom - area.top + 8;
  const top = at.bottom + 8 + card.offsetHeight > window.innerHeight ? Math.max(0, at.top - area.top - card.offsetHeight - 8) : below;
  card.style.setProperty("--card-x", `${left}px`);
  card.style.setProperty("--card-y", `${top}px`);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
