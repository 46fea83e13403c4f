import qs from "qs";
import { describe, expect, it } from "vitest";
import { memberFrom, membersByEmailQuery, peopleFrom, peopleQuery, teamOf } from "./listing-people";

const asked = (query: object) => decodeURIComponent(qs.stringify(query, { encodeValuesOnly: true }));

describe("what the owners and team pages ask of users-permissions' find", () => {
  it("asks for a listing's owners from the member's side of the relation, by email", () => {
    expect(asked(peopleQuery({ kind: "venue", id: 7 }, "owners"))).toBe("filters[owned_venues][id][$eq]=7&fields[0]=email&fields[1]=username&sort[0]=email:asc");
    expect(peopleQuery({ kind: "contractor", id: 3 }, "owners").filters).toEqual({ owned_contractors: { id: { $eq: 3 } } });
  });

  it("asks for a listing's team from the member's side of the relation too", () => {
    expect(asked(peopleQuery({ kind: "organizer", id: 5 }, "team"))).toBe("filters[team_organizers][id][$eq]=5&fields[0]=email&fields[1]=username&sort[0]=email:asc");
  });

  it("asks for a member by email in any case, with whether the account is blocked", () => {
    expect(asked(membersByEmailQuery("Nida@Example.com"))).toBe("filters[email][$eqi]=Nida@Example.com&fields[0]=email&fields[1]=username&fields[2]=blocked");
  });
});

describe("reading its answers", () => {
  const nida = { id: 4, email: "nida@example.com", username: "nida" };

  it("takes the plain array of flat users Strapi answers, keeping id, email and username", () => {
    expect(peopleFrom([{ ...nida, blocked: false }, { id: 9, email: "ann@example.com", username: "ann", locale: "en" }])).toEqual([nida, { id: 9, email: "ann@example.com", username: "ann" }]);
    expect(peopleFrom([])).toEqual([]);
  });

  it("finds the member an email names, passing over a blocked account (Strapi's blocked may be null)", () => {
    expect(memberFrom([{ ...nida, blocked: null }])).toEqual(nida);
    expect(memberFrom([{ ...nida, blocked: true }])).toBeNull();
    expect(memberFrom([{ ...nida, id: 5, blocked: true }, { ...nida, blocked: false }])).toEqual(nida);
    expect(memberFrom([])).toBeNull();
  });

  it("throws on an answer in another dialect rather than read it as nobody", () => {
    for (const answer of [{ data: [nida], meta: {} }, null, [{ id: "4", email: nida.email, username: nida.username }], [{ id: 4 }]]) {
      expect(() => peopleFrom(answer)).toThrow(/plain array/);
      expect(() => memberFrom(answer)).toThrow(/plain array/);
    }
  });
});

describe("a listing's team", () => {
  const nida = { id: 4, email: "nida@example.com", username: "nida" };
  const ann = { id: 9, email: "ann@example.com", username: "ann" };
  const dao = { id: 11, email: "dao@example.com", username: "dao" };

  it("lists the owners, then the team members who are not owners as well", () => {
    expect(teamOf([nida], [ann, nida, dao])).toEqual([
      { ...nida, role: "owner" },
      { ...ann, role: "team" },
      { ...dao, role: "team" },
    ]);
    expect(teamOf([], [])).toEqual([]);
  });
});
