import { describe, expect, it } from "vitest";
import { publicRead } from "./public-query";

/** A remote Strapi that answers every read it is asked; the test records what reached it. */
function strapi() {
  const asked: string[] = [];
  const ask = async (url: URL) => {
    asked.push(`${url.pathname}${url.search}`);
    return Response.json({ data: [], meta: {} });
  };
  return { asked, ask };
}

const read = async (path: string) => {
  const remote = strapi();
  const answer = await publicRead(new URL(`http://portal.test${path}`), remote.ask);
  return { status: answer.status, body: (await answer.json()) as { error?: { message: string } }, asked: remote.asked };
};

describe("a read without the API token through the proxy", () => {
  it("refuses a private field wherever its collection is reached: populated, filtered or sorted by", async () => {
    for (const path of [
      "/api/venues?populate[owners][fields][0]=email",
      "/api/venues?populate=owners",
      "/api/organizers?sort=owners.id",
      "/api/booths?filters[booth_reservation][email][$eq]=someone@example.com",
      "/api/booths?populate[hold][populate][user][fields][0]=email",
      "/api/trade-shows?populate[organizer][populate][owners][fields][0]=email",
    ]) {
      const answer = await read(path);
      expect(answer.status, path).toBe(400);
      expect(answer.asked, path).toEqual([]);
    }
  });

  it("lets a collection's own field through where another collection's private field has its name", async () => {
    // A lead's booking is its own relation; only a booth's `booth_reservation` is private.
    const answer = await read("/api/leads-from-reservations?populate[booth_reservation][fields][0]=booth_numbers&populate[booth_reservation][populate][booth_type][fields][0]=name");
    expect(answer.status).toBe(200);
    expect(answer.asked).toHaveLength(1);
  });
});
