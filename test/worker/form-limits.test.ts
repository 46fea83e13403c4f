import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_BODY_LIMIT } from "../../app/server/form-body.server";
import { answerRecaptcha } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";

/** Page actions read at most FORM_BODY_LIMIT bytes and echo no field beyond its own limit. */
const FORM = { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://example.com" };

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(`http://example.com${path}`, { method: "POST", headers: { ...FORM, ...headers }, body, redirect: "manual" }));
}

/** A body of `bytes` bytes sent without Content-Length, as a chunked upload would be. */
function streamed(prefix: string, bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode(prefix));
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const contact = { name: "Jane Smith", email: "jane@example.com", phone: "", subject: "advertising" };

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
});

describe("page actions cap their bodies", () => {
  it("answers a 10 MB contact message with a short 413 page in the page's language", async () => {
    const huge = `${new URLSearchParams(contact).toString()}&message=${"x".repeat(10 * 1024 * 1024)}`;
    const th = await post("/contact", huge);
    expect(th.status).toBe(413);
    const thHtml = await th.text();
    expect(thHtml.length).toBeLessThan(200_000);
    expect(thHtml).toContain("ข้อมูลที่ส่งมายาวเกินไป");
    expect(thHtml).not.toContain("xxxxxxxxxx");

    const en = await post("/en/contact", huge);
    expect(en.status).toBe(413);
    const enHtml = await en.text();
    expect(enHtml).toContain("That was more than this form takes");
    expect(enHtml).toContain('lang="en"');
  }, 30_000);

  it("stops reading a body without Content-Length at the limit", async () => {
    const response = await post("/en/contact", streamed("message=", 4 * FORM_BODY_LIMIT));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("That was more than this form takes");
  }, 30_000);

  for (const path of ["/contact", "/package?package=venue-premium", "/newsletter", "/cookie-policy"]) {
    for (const url of [path, `/en${path}`]) {
      it(`${url} refuses a body over the limit`, async () => {
        const response = await post(url, new URLSearchParams({ email: "a@example.com", choice: "all", message: "x".repeat(FORM_BODY_LIMIT) }).toString());
        expect(response.status).toBe(413);
      });
    }
  }

  it("still takes a long Thai message within the field's limit", async () => {
    const response = await post("/contact", new URLSearchParams({ ...contact, message: "ก".repeat(4000), "g-recaptcha-response": "human" }).toString());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("ส่งข้อความเรียบร้อยแล้ว");
  });

  it("a JSON body to a page action is a form with errors, not a 500", async () => {
    const response = await post("/en/contact", JSON.stringify(contact), { "Content-Type": "application/json" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please choose what your message is about.");
  });
});

describe("fields are capped and never echoed beyond their limit", () => {
  it("a message over 4,000 characters is a field error and comes back cut to 4,000", async () => {
    const response = await post("/en/contact", new URLSearchParams({ ...contact, name: "N".repeat(5000), message: "m".repeat(9000) }).toString());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("m".repeat(4000));
    expect(html).not.toContain("m".repeat(4001));
    expect(html).not.toContain("N".repeat(121));
  });

  it("the package inquiry and the newsletter echo no more than their limits", async () => {
    const inquiry = await post(
      "/en/package?package=venue-premium",
      new URLSearchParams({ package: "3", contact_name: "C".repeat(3000), company_name: "Co", email: "e@example.com", phone: "0812345678" }).toString(),
    );
    expect(inquiry.status).toBe(400);
    const inquiryHtml = await inquiry.text();
    expect(inquiryHtml).toContain("C".repeat(120));
    expect(inquiryHtml).not.toContain("C".repeat(121));

    const newsletter = await post("/en/newsletter", new URLSearchParams({ email: `${"e".repeat(30_000)}@example.com` }).toString());
    expect(newsletter.status).toBe(400);
    expect(await newsletter.text()).not.toContain("e".repeat(201));
  });
});
