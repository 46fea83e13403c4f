import { describe, expect, it } from "vitest";
import {
  addBooth,
  addHall,
  boothsCsv,
  canUndo,
  changedBooths,
  checkPlan,
  commit,
  firstStep,
  deleteBooths,
  deleteHall,
  exhibitorRows,
  importBoothsCsv,
  moveBooths,
  nextNumber,
  numberRow,
  type PlanBooth,
  type PlanDoc,
  type PlanHall,
  parsePlan,
  planChanges,
  planVersion,
  planWrites,
  readingOrder,
  resizeBooth,
  setBlocked,
  setFields,
  setHallBackground,
  setType,
  startHistory,
  undo,
  updateHall,
} from "./plan-edit";

const HALL: PlanHall = { key: "h1", id: 1, name: "ฮอลล์ 1", name_en: "Hall 1", width: 30, depth: 20, background: null };
const HALL2: PlanHall = { key: "h2", id: 2, name: "ฮอลล์ 2", name_en: "Hall 2", width: 12, depth: 12, background: null };
const TYPES = [
  { id: 7, name: "บูธมาตรฐาน", name_en: "Shell scheme" },
  { id: 8, name: "บูธหัวมุม", name_en: "Corner" },
];
const TYPE_IDS = new Set(TYPES.map((t) => t.id));

const booth = (id: number, number: string, x: number, y: number, more: Partial<PlanBooth> = {}): PlanBooth => ({
  key: `b${id}`,
  id,
  number,
  hall: "h1",
  x,
  y,
  width: 3,
  depth: 3,
  type: 7,
  price: null,
  state: "available",
  ...more,
});

/** A row A1–A3 along the top wall, B1 held and B2 booked below it. */
const plan = (): PlanDoc => ({
  halls: [HALL, HALL2],
  booths: [booth(1, "A1", 0, 0), booth(2, "A2", 3, 0), booth(3, "A3", 6, 0), booth(4, "B1", 0, 6, { state: "held" }), booth(5, "B2", 3, 6, { state: "booked" })],
});

const ok = (result: { ok: boolean }) => {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return (result as unknown as { doc: PlanDoc }).doc;
};
const keysOf = (result: { ok: false; errors: { key: string }[] } | { ok: true }) => (result.ok ? [] : result.errors.map((e) => e.key));
const at = (doc: PlanDoc, number: string) => doc.booths.find((b) => b.number === number)!;

describe("adding booths", () => {
  it("adds a 3 × 3 m booth numbered after the others, at the first free place on the grid", () => {
    const result = addBooth(plan(), "h1");
    const added = ok(result).booths.at(-1)!;
    expect(added).toMatchObject({ id: null, number: "A4", hall: "h1", x: 9, y: 0, width: 3, depth: 3, state: "available" });
    expect(result).toHaveProperty("key", added.key);
  });

  it("adds beside the booth it is near, with that booth's prefix", () => {
    const added = ok(addBooth(plan(), "h1", { near: "b5" })).booths.at(-1)!;
    expect(added).toMatchObject({ number: "B3", x: 6, y: 6 });
  });

  it("says when a hall has no room left", () => {
    const full: PlanDoc = { halls: [{ ...HALL2, width: 3, depth: 3 }], booths: [booth(1, "A1", 0, 0, { hall: "h2" })] };
    expect(keysOf(addBooth(full, "h2"))).toEqual(["noSpace"]);
  });

  it("numbers past the highest of a prefix", () => {
    expect(nextNumber(plan(), "a")).toBe("A4");
    expect(nextNumber(plan(), "C")).toBe("C1");
  });
});

describe("moving and resizing", () => {
  it("snaps a move to the grid and stops at the hall's wall", () => {
    const moved = ok(moveBooths(plan(), ["b3"], 1.3, 0.2));
    expect(at(moved, "A3")).toMatchObject({ x: 7.5, y: 0 });
    const pushed = ok(moveBooths(plan(), ["b3"], 100, 100));
    expect(at(pushed, "A3")).toMatchObject({ x: 27, y: 17 });
    const back = ok(moveBooths(plan(), ["b1"], -5, -5));
    expect(at(back, "A1")).toMatchObject({ x: 0, y: 0 });
  });

  it("moves several booths together and keeps their layout", () => {
    const moved = ok(moveBooths(plan(), ["b1", "b2", "b3"], 0, 10, 1));
    expect(moved.booths.slice(0, 3).map((b) => [b.x, b.y])).toEqual([
      [0, 10],
      [3, 10],
      [6, 10],
    ]);
  });

  it("refuses a move onto another booth", () => {
    const result = moveBooths(plan(), ["b1"], 1.5, 0);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors[0]).toMatchObject({ key: "overlap", booth: "A1", values: { other: "A2" } });
  });

  it("booths only touching at an edge do not overlap", () => {
    expect(checkPlan(plan(), { types: TYPE_IDS })).toEqual([]);
  });

  it("resizes on the grid, at least a metre, at most to the walls, never over a neighbour", () => {
    expect(at(ok(resizeBooth(plan(), "b3", 4.3, 2.2)), "A3")).toMatchObject({ width: 4.5, depth: 2 });
    expect(at(ok(resizeBooth(plan(), "b3", 0.2, 0.2)), "A3")).toMatchObject({ width: 1, depth: 1 });
    expect(at(ok(resizeBooth(plan(), "b3", 99, 3)), "A3")).toMatchObject({ width: 24 });
    expect(keysOf(resizeBooth(plan(), "b1", 4, 3))).toEqual(["overlap"]);
  });

  it("never moves, resizes, retypes, blocks or deletes a held or booked booth", () => {
    for (const result of [moveBooths(plan(), ["b4"], 0, 1), resizeBooth(plan(), "b5", 4, 4), setType(plan(), ["b4"], 8), setBlocked(plan(), ["b5"], true), deleteBooths(plan(), ["b1", "b4"])]) {
      expect(keysOf(result)).toEqual(["locked"]);
    }
    expect(setFields(plan(), ["b5"], { number: "Z9" })).toMatchObject({ ok: false, errors: [{ key: "locked", booth: "B2", values: { state: "booked" } }] });
  });
});

describe("the side panel's fields", () => {
  it("sets a number upper-cased, a type and a price; a number used elsewhere is refused", () => {
    const doc = ok(setFields(plan(), ["b1"], { number: "a10", type: 8, price: 55000 }));
    expect(at(doc, "A10")).toMatchObject({ type: 8, price: 55000 });
    expect(setFields(plan(), ["b1"], { number: "a2" })).toMatchObject({ ok: false, errors: [{ key: "numberTaken", values: { number: "A2" } }] });
    expect(keysOf(setFields(plan(), ["b1"], { number: "A 1" }))).toEqual(["numberPattern"]);
  });

  it("sets a type on several booths, but never one number on several", () => {
    const doc = ok(setFields(plan(), ["b1", "b2"], { type: 8, number: "X1" }));
    expect(doc.booths.slice(0, 2).map((b) => [b.number, b.type])).toEqual([
      ["A1", 8],
      ["A2", 8],
    ]);
  });

  it("blocks and unblocks", () => {
    const blocked = ok(setBlocked(plan(), ["b1", "b2"], true));
    expect(blocked.booths.slice(0, 2).map((b) => b.state)).toEqual(["blocked", "blocked"]);
    expect(at(ok(setBlocked(blocked, ["b1"], false)), "A1").state).toBe("available");
  });

  it("deletes the selected booths", () => {
    expect(ok(deleteBooths(plan(), ["b1", "b2"])).booths.map((b) => b.number)).toEqual(["A3", "B1", "B2"]);
  });
});

describe("numbering a row", () => {
  it("numbers the selection in reading order, left to right along a row", () => {
    const shuffled = { ...plan(), booths: [booth(3, "X", 6, 0), booth(1, "Y", 0, 0.3), booth(2, "Z", 3, 0)] };
    const doc = ok(numberRow(shuffled, ["b1", "b2", "b3"], "c", 7));
    expect(doc.booths.map((b) => [b.key, b.number])).toEqual([
      ["b3", "C9"],
      ["b1", "C7"],
      ["b2", "C8"],
    ]);
  });

  it("orders rows top to bottom, then each left to right", () => {
    const order = readingOrder([
      { x: 3, y: 6 },
      { x: 0, y: 6 },
      { x: 3, y: 0 },
      { x: 0, y: 0.4 },
    ]);
    expect(order).toEqual([
      { x: 0, y: 0.4 },
      { x: 3, y: 0 },
      { x: 0, y: 6 },
      { x: 3, y: 6 },
    ]);
  });

  it("draws a row of ten booths A1…A10 across the hall", () => {
    let doc: PlanDoc = { halls: [HALL], booths: [] };
    for (let i = 0; i < 10; i++) doc = ok(addBooth(doc, "h1", { near: doc.booths.at(-1)?.key }));
    doc = ok(numberRow(doc, doc.booths.map((b) => b.key).reverse(), "A", 1));
    expect(doc.booths.map((b) => `${b.number}@${b.x}`)).toEqual(Array.from({ length: 10 }, (_, i) => `A${i + 1}@${i * 3}`));
    expect(checkPlan(doc)).toEqual([]);
  });

  it("refuses numbers another booth has, and booths that are held", () => {
    expect(numberRow(plan(), ["b1", "b2"], "A", 3)).toMatchObject({ ok: false, errors: [{ key: "numberTaken", values: { number: "A3" } }] });
    expect(keysOf(numberRow(plan(), ["b1", "b4"], "D", 1))).toEqual(["locked"]);
  });

  it("may swap numbers within the selection", () => {
    const doc = ok(numberRow(plan(), ["b1", "b2", "b3"], "A", 1));
    expect(doc.booths.slice(0, 3).map((b) => b.number)).toEqual(["A1", "A2", "A3"]);
  });
});

describe("undo", () => {
  it("goes back one step at a time and no further than the start", () => {
    let history = startHistory(plan());
    expect(canUndo(history)).toBe(false);
    history = commit(history, ok(moveBooths(history.present, ["b3"], 3, 0)));
    history = commit(history, ok(deleteBooths(history.present, ["b1"])));
    expect(history.present.booths).toHaveLength(4);
    history = undo(history);
    expect(history.present.booths).toHaveLength(5);
    expect(at(history.present, "A3").x).toBe(9);
    history = undo(undo(history));
    expect(at(history.present, "A3").x).toBe(6);
    expect(canUndo(history)).toBe(false);
  });

  it("keeps at most a hundred steps", () => {
    let history = startHistory(plan());
    for (let i = 0; i < 120; i++) history = commit(history, ok(setFields(history.present, ["b3"], { price: i })));
    expect(history.past).toHaveLength(100);
  });
});

describe("halls", () => {
  it("adds a hall, resizes it while booths fit, and deletes it only empty", () => {
    const doc = ok(addHall(plan(), { name: "ฮอลล์ 3", name_en: "Hall 3", width: 40, depth: 30 }));
    expect(doc.halls.at(-1)).toMatchObject({ key: "hn1", id: null, width: 40 });
    expect(keysOf(addHall(plan(), { name: " ", name_en: "", width: 1.5, depth: 0 }))).toEqual(["hallName", "hallSize"]);
    expect(keysOf(updateHall(plan(), "h1", { ...HALL, width: 8 }))).toEqual(["hallTooSmall"]);
    expect(ok(updateHall(plan(), "h1", { ...HALL, width: 9 })).halls[0]!.width).toBe(9);
    expect(keysOf(deleteHall(plan(), "h1"))).toEqual(["hallNotEmpty"]);
    expect(ok(deleteHall(plan(), "h2")).halls).toHaveLength(1);
  });
});

describe("checking a plan", () => {
  it("says each problem of the booths it checks, with the booth's number", () => {
    const bad: PlanDoc = {
      halls: [HALL],
      booths: [booth(1, "A1", 0, 0), booth(2, "A1", 10, 0), booth(3, "A3", 28, 0), booth(4, "A4", 1, 1), booth(5, "A5", 20, 10, { type: 99, price: -1, width: 0.5 })],
    };
    const errors = checkPlan(bad, { types: TYPE_IDS });
    expect(errors).toEqual(
      expect.arrayContaining([
        { key: "numberTaken", booth: "A1", values: { number: "A1" } },
        { key: "outsideHall", booth: "A3", values: { hall: "ฮอลล์ 1" } },
        { key: "overlap", booth: "A1", values: { other: "A4" } },
        expect.objectContaining({ key: "size", booth: "A5" }),
        { key: "price", booth: "A5" },
        { key: "unknownType", booth: "A5" },
      ]),
    );
  });

  it("checks only the booths named, apart from unique numbers", () => {
    const drawn: PlanDoc = { halls: [HALL], booths: [booth(1, "A1", 28, 0), booth(2, "A2", 0, 0)] };
    expect(checkPlan(drawn, { only: new Set(["b2"]) })).toEqual([]);
    expect(checkPlan(drawn).map((e) => e.key)).toEqual(["outsideHall"]);
  });

  it("lists the booths a change touched", () => {
    const next = ok(moveBooths(plan(), ["b3"], 3, 0));
    expect([...changedBooths(plan(), next)]).toEqual(["b3"]);
  });
});

describe("a posted plan", () => {
  it("reads what the editor sends, numbers upper-cased", () => {
    const doc = plan();
    doc.booths[0]!.number = "a1";
    expect(parsePlan(JSON.stringify(doc))!.booths[0]!.number).toBe("A1");
  });

  it("refuses anything else", () => {
    for (const text of ["", "[]", "{}", '{"halls":[],"booths":[{"key":"n1"}]}', JSON.stringify({ ...plan(), booths: [{ ...booth(1, "A1", 0, 0), x: "3" }] }), JSON.stringify({ ...plan(), booths: [booth(1, "A1", 0, 0), booth(1, "A2", 3, 0)] })]) {
      expect(parsePlan(text)).toBeNull();
    }
    expect(parsePlan(JSON.stringify({ halls: [], booths: Array.from({ length: 2001 }, (_, i) => booth(i, `A${i}`, 0, 0)) }))).toBeNull();
  });
});

describe("what a save writes", () => {
  it("creates new booths, updates only changed fields, deletes removed ones", () => {
    let next = ok(addBooth(plan(), "h1"));
    next = ok(moveBooths(next, ["b3"], 0, 3));
    next = ok(setBlocked(next, ["b2"], true));
    next = ok(deleteBooths(next, ["b1"]));
    const result = planWrites(plan(), next, TYPE_IDS);
    expect(result).toMatchObject({ ok: true, changed: 4 });
    if (!result.ok) return;
    expect(result.writes.booths).toEqual({
      remove: [1],
      park: [],
      update: [
        { id: 2, data: { state: "blocked" } },
        { id: 3, data: { y: 3 } },
      ],
      create: [{ key: "n5", data: { number: "A4", hall: "h1", x: 9, y: 0, width: 3, depth: 3, booth_type: null, price: null, state: "available" } }],
    });
  });

  it("writes nothing for an unchanged plan", () => {
    expect(planWrites(plan(), plan(), TYPE_IDS)).toMatchObject({ ok: true, changed: 0 });
  });

  it("moves numbers between booths through a parked number", () => {
    const next = ok(numberRow(plan(), ["b1", "b2", "b3"], "A", 2));
    expect(next.booths.slice(0, 3).map((b) => b.number)).toEqual(["A2", "A3", "A4"]);
    const result = planWrites(plan(), next, TYPE_IDS);
    if (!result.ok) throw new Error("refused");
    expect(result.writes.booths.park).toEqual([
      { id: 2, number: "0.0.2" },
      { id: 3, number: "0.0.3" },
    ]);
    expect(result.writes.booths.update.map((u) => u.data.number)).toEqual(["A2", "A3", "A4"]);
  });

  it("refuses changes to a booth that is held or booked now, even one the editor saw available", () => {
    const opened = plan();
    const next = ok(moveBooths(opened, ["b1"], 0, 3));
    const now = { ...opened, booths: opened.booths.map((b) => (b.key === "b1" ? { ...b, state: "held" as const } : b)) };
    expect(planWrites(now, next, TYPE_IDS)).toMatchObject({ ok: false, errors: [{ key: "locked", booth: "A1", values: { state: "held" } }] });
    const forged = { ...opened, booths: opened.booths.filter((b) => b.key !== "b5").map((b) => (b.key === "b4" ? { ...b, state: "blocked" as const } : b)) };
    const errors = planWrites(opened, forged, TYPE_IDS);
    expect(errors.ok ? [] : errors.errors.map((e) => `${e.key} ${e.booth}`)).toEqual(["locked B1", "locked B2"]);
  });

  it("keeps a held booth's state when the editor saw it available, and never writes held or booked", () => {
    const opened = plan();
    const now = { ...opened, booths: opened.booths.map((b) => (b.key === "b1" ? { ...b, state: "held" as const } : b)) };
    const next = ok(setFields(opened, ["b2"], { price: 1 }));
    const result = planWrites(now, next, TYPE_IDS);
    expect(result.ok && result.writes.booths.update).toEqual([{ id: 2, data: { price: 1 } }]);
  });

  it("refuses booths and halls of another plan, and keys a form made up", () => {
    const forged = { ...plan(), booths: [...plan().booths, booth(99, "Z1", 20, 10)] };
    expect(keysOf(planWrites(plan(), forged, TYPE_IDS))).toEqual(["unknownBooth"]);
    const disguised = { ...plan(), booths: [...plan().booths.slice(1), { ...booth(0, "Z1", 20, 10), id: null, key: "b1" }] };
    const result = planWrites(plan(), disguised, TYPE_IDS);
    expect(result.ok && result.writes.booths).toMatchObject({ remove: [1], create: [{ data: { number: "Z1" } }] });
  });

  it("creates new halls and names them by key for their booths", () => {
    let next = ok(addHall(plan(), { name: "ฮอลล์ 3", name_en: "Hall 3", width: 20, depth: 20 }));
    next = ok(addBooth(next, "hn1"));
    const result = planWrites(plan(), next, TYPE_IDS);
    expect(result.ok && result.writes.halls.create.map((h) => h.key)).toEqual(["hn3"]);
    expect(result.ok && result.writes.booths.create[0]!.data.hall).toBe("hn3");
  });
});

describe("a hall's picture", () => {
  const PICTURE = "/api/uploads/hall-plan_1a2b3c.webp";

  it("is set and taken away, and counts in the version", () => {
    const pictured = ok(setHallBackground(plan(), "h1", PICTURE));
    expect(pictured.halls[0]!.background).toBe(PICTURE);
    expect(planVersion(pictured)).not.toBe(planVersion(plan()));
    expect(ok(setHallBackground(pictured, "h1", null)).halls[0]!.background).toBeNull();
    expect(keysOf(setHallBackground(plan(), "h9", PICTURE))).toEqual(["unknownHall"]);
    expect(parsePlan(JSON.stringify(pictured))).toEqual(pictured);
    expect(parsePlan(JSON.stringify({ ...plan(), halls: [{ ...HALL, background: 3 }] }))).toBeNull();
  });

  it("is written with its hall when it changes", () => {
    const result = planWrites(plan(), ok(setHallBackground(plan(), "h2", PICTURE)), TYPE_IDS);
    expect(result.ok && result.writes.halls.update).toEqual([{ id: 2, data: { background: PICTURE } }]);
    const cleared = planWrites({ ...plan(), halls: [{ ...HALL, background: PICTURE }, HALL2] }, plan(), TYPE_IDS);
    expect(cleared.ok && cleared.writes.halls.update).toEqual([{ id: 1, data: { background: null } }]);
  });

  it("is a file of this site: a picture from elsewhere is refused, one stored already may stay", () => {
    for (const elsewhere of ["https://tracker.example/pixel.gif", "//tracker.example/p.gif", "/\\tracker.example/p.gif", "javascript:alert(1)", `/api/uploads/${"a".repeat(300)}.webp`]) {
      expect(keysOf(setHallBackground(plan(), "h1", elsewhere)), elsewhere).toEqual(["background"]);
      const forged = { ...plan(), halls: [{ ...HALL, background: elsewhere }, HALL2] };
      expect(keysOf(planWrites(plan(), forged, TYPE_IDS)), elsewhere).toEqual(["background"]);
    }
    const stored = { ...plan(), halls: [{ ...HALL, background: "https://cdn.example/hall.jpg" }, HALL2] };
    expect(planWrites(stored, ok(setFields(stored, ["b1"], { price: 1 })), TYPE_IDS)).toMatchObject({ ok: true, changed: 1 });
  });
});

describe("a save in steps", () => {
  it("takes whole phases while they fit, cuts the one that does not, and leaves the rest for the next step", () => {
    let next = ok(deleteBooths(plan(), ["b1"]));
    next = ok(numberRow(next, ["b2", "b3"], "A", 3));
    for (let i = 0; i < 6; i++) next = ok(addBooth(next, "h2"));
    const result = planWrites(plan(), next, TYPE_IDS);
    if (!result.ok) throw new Error("refused");
    const { step, rest } = firstStep(result.writes, 4);
    expect(step.booths.remove).toEqual([1]);
    expect(step.booths.park).toHaveLength(1);
    expect(step.booths.update).toHaveLength(2);
    expect(step.booths.create).toHaveLength(0);
    expect(rest).toBe(6);
    const small = firstStep(result.writes, 6);
    expect(small.step.booths.create.map((c) => c.data.number)).toEqual(["A5", "A6"]);
    expect(small.rest).toBe(4);
    expect(firstStep(result.writes, 100).rest).toBe(0);
  });
});

describe("the version", () => {
  it("changes with what the organizer sets, not with holds and bookings", () => {
    const version = planVersion(plan());
    expect(planVersion(plan())).toBe(version);
    expect(planVersion(ok(moveBooths(plan(), ["b1"], 0, 3)))).not.toBe(version);
    expect(planVersion(ok(setBlocked(plan(), ["b1"], true)))).not.toBe(version);
    expect(planVersion(ok(updateHall(plan(), "h2", { ...HALL2, name_en: "Hall Two" })))).not.toBe(version);
    const held = { ...plan(), booths: plan().booths.map((b) => (b.key === "b1" ? { ...b, state: "held" as const } : b.key === "b4" ? { ...b, state: "available" as const } : b)) };
    expect(planVersion(held)).toBe(version);
    expect(planVersion({ ...plan(), booths: [...plan().booths].reverse() })).toBe(version);
  });
});

describe("what a save changed, for the audit log", () => {
  it("keeps the halls and booths added, removed or changed, as they were and as they are", () => {
    const before = plan();
    const after: PlanDoc = {
      halls: [{ ...HALL, name_en: "Hall One" }, HALL2, { key: "h3", id: 3, name: "ฮอลล์ 3", name_en: "", width: 10, depth: 10, background: null }],
      booths: [...before.booths.filter((b) => b.key !== "b3").map((b) => (b.key === "b1" ? { ...b, price: 52000 } : b)), booth(6, "C1", 0, 0, { hall: "h3" })],
    };
    const { key: _hall, ...hallOne } = HALL;
    const { key: _booth, ...a1 } = booth(1, "A1", 0, 0);
    expect(planChanges(before, after)).toEqual({
      before: { version: planVersion(before), halls: { h1: hallOne }, booths: { b1: a1, b3: expect.objectContaining({ number: "A3" }) } },
      after: {
        version: planVersion(after),
        halls: { h1: { ...hallOne, name_en: "Hall One" }, h3: { id: 3, name: "ฮอลล์ 3", name_en: "", width: 10, depth: 10, background: null } },
        booths: { b1: { ...a1, price: 52000 }, b6: expect.objectContaining({ number: "C1", hall: "h3" }) },
      },
    });
  });

  it("is nothing when only exhibitors held or booked in between", () => {
    const held = { ...plan(), booths: plan().booths.map((b) => (b.key === "b1" ? { ...b, state: "held" as const } : b)) };
    expect(planChanges(plan(), held)).toBeNull();
    expect(planChanges(plan(), ok(setBlocked(plan(), ["b2"], true)))?.after.booths).toEqual({ b2: expect.objectContaining({ number: "A2", state: "blocked" }) });
  });
});

describe("CSV", () => {
  it("exports the booths with halls and types by name, and reads them back unchanged", () => {
    const csv = boothsCsv(plan(), TYPES, "en");
    expect(csv.split("\r\n").slice(0, 3)).toEqual(["\uFEFFnumber,hall,x,y,width,depth,type", "A1,Hall 1,0,0,3,3,Shell scheme", "A2,Hall 1,3,0,3,3,Shell scheme"]);
    const result = importBoothsCsv(plan(), csv, TYPES);
    expect(result).toMatchObject({ ok: true, added: 0, updated: 0 });
    expect(result.ok && result.doc).toEqual(plan());
    expect(boothsCsv(plan(), TYPES, "th")).toContain("A1,ฮอลล์ 1,0,0,3,3,บูธมาตรฐาน");
  });

  it("imports twenty booths, adding new numbers and updating known ones, halls and types by either name or id", () => {
    const lines = ["number,hall,x,y,width,depth,type", "A3,Hall 1,6,0,3,3,corner", ...Array.from({ length: 19 }, (_, i) => `C${i + 1},ฮอลล์ 1,${i},12,1,2.5,${i % 2 ? "8" : "บูธมาตรฐาน"}`)];
    const result = importBoothsCsv(plan(), lines.join("\n"), TYPES);
    expect(result).toMatchObject({ ok: true, added: 19, updated: 1 });
    if (!result.ok) return;
    expect(at(result.doc, "A3").type).toBe(8);
    expect(at(result.doc, "C2")).toMatchObject({ id: null, x: 1, y: 12, width: 1, depth: 2.5, type: 8, state: "available" });
    expect(result.doc.booths).toHaveLength(24);
  });

  it("reads columns in any order, semicolons, decimal commas and a file without a header", () => {
    const semicolons = importBoothsCsv(plan(), "type;depth;width;y;x;hall;number\n;2,5;3;9;0;hall 2;D1\n", TYPES);
    expect(semicolons.ok && at(semicolons.doc, "D1")).toMatchObject({ hall: "h2", depth: 2.5, type: null });
    const bare = importBoothsCsv(plan(), "E1,Hall 2,3,3,3,3,\r\n", TYPES);
    expect(bare.ok && at(bare.doc, "E1")).toMatchObject({ hall: "h2", x: 3 });
  });

  it("refuses the whole file with every bad line numbered, changing nothing", () => {
    const file = [
      "number,hall,x,y,width,depth,type",
      "F1,Hall 1,0,12,3,3,",
      "F 2,Hall 1,3,12,3,3,",
      "F3,Hall 9,6,12,3,3,",
      "F4,Hall 1,abc,12,3,-1,",
      "F5,Hall 1,9,12,3,3,Island",
      "F1,Hall 1,12,12,3,3,",
      "F6,Hall 1,1,12,3,3,",
      "B1,Hall 1,0,15,3,3,",
      "F7,Hall 1,29,12,3,3,",
    ].join("\n");
    const doc = plan();
    const result = importBoothsCsv(doc, file, TYPES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.line} ${e.key}`)).toEqual([
      "2 overlap",
      "3 numberPattern",
      "4 unknownHall",
      "5 csvValue",
      "6 unknownType",
      "7 csvDuplicate",
      "8 overlap",
      "9 locked",
      "10 outsideHall",
    ]);
    expect(result.errors.find((e) => e.key === "csvValue")?.values).toEqual({ columns: "x, depth" });
    expect(result.errors.find((e) => e.key === "csvDuplicate")?.values).toEqual({ first: 2 });
    expect(doc).toEqual(plan());
  });

  it("says what is wrong with the file as a whole", () => {
    expect(importBoothsCsv(plan(), "", TYPES)).toMatchObject({ ok: false, errors: [{ key: "csvEmpty" }] });
    expect(importBoothsCsv(plan(), "number,hall,x\nA1,Hall 1,0\n", TYPES)).toMatchObject({ ok: false, errors: [{ key: "csvColumns", line: 1, values: { columns: "y, width, depth" } }] });
    expect(importBoothsCsv(plan(), 'number,hall,x,y,width,depth\n"A9,Hall 1,0,0,3,3\n', TYPES)).toMatchObject({ ok: false, errors: [{ key: "csvQuote", line: 2 }] });
    expect(importBoothsCsv(plan(), "x".repeat(600 * 1024), TYPES)).toMatchObject({ ok: false, errors: [{ key: "csvTooBig" }] });
  });
});

describe("the exhibitors' export", () => {
  it("lists held and booked booths with their company", () => {
    const companies: Record<string, string> = { B1: "บริษัท สยามแพ็ค จำกัด", B2: "Lanna Foods" };
    expect(exhibitorRows(plan(), (b) => companies[b.number] ?? "", "en")).toEqual([
      { number: "B1", hall: "Hall 1", company: "บริษัท สยามแพ็ค จำกัด", state: "held" },
      { number: "B2", hall: "Hall 1", company: "Lanna Foods", state: "booked" },
    ]);
  });
});
