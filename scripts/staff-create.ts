/**
 * Creates a staff account (docs/pages.md, "Back office"), the first admin among them:
 *
 *   npm run staff:create -- --username x --email y --password z --role admin [--remote] [--persist-to <dir>]
 *
 * Writes to the local D1 by default, to the deployed one with --remote. With every flag given it asks nothing;
 * on a terminal it asks for what is missing (the password without echo, so it stays out of shell history);
 * without a terminal a missing flag is an error. An admin enrols in the second factor at first sign-in.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { parseStaffAccount, STAFF_ACCOUNT_FIELDS, staffAccountSql } from "../seed/staff.ts";
import { executeSql } from "./d1-execute.ts";

const { values: flags } = parseArgs({
  options: {
    username: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

/** Reads a line from the terminal; what is typed for a `secret` question is not echoed. */
async function ask(question: string, secret: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  const answer = terminal.question(question);
  muted = secret;
  const text = await answer;
  terminal.close();
  if (secret) process.stdout.write("\n");
  return text;
}

async function gather(): Promise<Partial<Record<(typeof STAFF_ACCOUNT_FIELDS)[number], string>>> {
  const given = { username: flags.username, email: flags.email, password: flags.password, role: flags.role };
  if (!process.stdin.isTTY) return given;
  const answers = { ...given };
  for (const field of STAFF_ACCOUNT_FIELDS) {
    if (answers[field] === undefined) answers[field] = await ask(`${field}${field === "role" ? " (editor or admin)" : ""}: `, field === "password");
  }
  return answers;
}

const parsed = parseStaffAccount(await gather());
if (!parsed.ok) {
  console.error(`staff:create: ${parsed.problems.join("; ")}`);
  process.exit(1);
}
try {
  executeSql({ remote: flags.remote, persistTo: flags["persist-to"] }, [await staffAccountSql(parsed.account)]);
} catch (error) {
  const message = String(error);
  if (/UNIQUE constraint failed/i.test(message)) console.error(`staff:create: a staff account with username ${parsed.account.username} or email ${parsed.account.email} already exists.`);
  else if (/no such table/i.test(message)) console.error("staff:create: no staff_accounts table; apply the migrations first (npx wrangler d1 migrations apply DB --local, or --remote).");
  else console.error(message);
  process.exit(1);
}
const where = flags.remote ? "the deployed D1" : "the local D1";
console.log(`staff:create: ${parsed.account.role} ${parsed.account.username} created in ${where}.`);
