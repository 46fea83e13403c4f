import { expect, test } from "vitest";
import doc from "../../docs/content-model.md?raw";
import { collections } from "./model";
import { usersCollection } from "./system-tables";

test("docs/content-model.md lists every collection and field of the model", () => {
  for (const collection of [...collections, usersCollection]) {
    const start = doc.indexOf(`\`/api/${collection.plural}\`\n`);
    expect(start, `section for ${collection.plural}`).toBeGreaterThan(-1);
    const next = doc.indexOf("\n### ", start);
    const section = next === -1 ? doc.slice(start) : doc.slice(start, next);
    for (const field of Object.keys(collection.fields)) expect(section, `${collection.plural}.${field}`).toContain(`| \`${field}\` |`);
  }
});
