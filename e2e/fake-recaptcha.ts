import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "@playwright/test";

/**
 * Google's half of reCAPTCHA, faked: the siteverify endpoint the Worker asks (RECAPTCHA_VERIFY_URL points here)
 * and the browser script the form loads (answered by the browser context in place of www.google.com). Everything
 * between them is the portal's own: the invisible widget, the token in the form, the server's check.
 */
export interface FakeRecaptcha {
  verifyUrl: string;
  /** Every form siteverify was sent, as fields. */
  asked: Array<Record<string, string>>;
  /** What siteverify answers next: a person, or a token it does not trust. */
  judge: "person" | "bot";
  close(): Promise<void>;
}

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const fake: Omit<FakeRecaptcha, "verifyUrl" | "close"> = { asked: [], judge: "person" };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      fake.asked.push(Object.fromEntries(new URLSearchParams(body)));
      const answer = fake.judge === "person" ? { success: true, hostname: "127.0.0.1" } : { success: false, "error-codes": ["invalid-input-response"] };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * grecaptcha as the invisible widget uses it: render puts the response field in the box, execute fills it with a
 * fresh token a moment later and calls back, reset empties it. Tokens are numbered so a test can tell them apart.
 */
const GRECAPTCHA = `(() => {
  const widgets = [];
  let issued = 0;
  window.grecaptcha = {
    render(box, options) {
      const field = document.createElement("textarea");
      field.name = "g-recaptcha-response";
      field.hidden = true;
      box.append(field);
      widgets.push({ field, options });
      return widgets.length - 1;
    },
    execute(id) {
      const { field, options } = widgets[id];
      setTimeout(() => {
        field.value = "fake-token-" + ++issued;
        options.callback(field.value);
      }, 50);
    },
    reset(id) {
      widgets[id].field.value = "";
    },
  };
})();`;

/** Pages of this context get the fake script wherever they load Google's. */
export async function serveFakeGrecaptcha(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) => route.fulfill({ contentType: "text/javascript", body: GRECAPTCHA }));
}
