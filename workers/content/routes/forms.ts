import { Hono } from "hono";
import * as v from "valibot";
import { botCheckFor, CAPTCHA_HEADER } from "../bot-check";
import { callerOf, jsonBody, type ContentApp } from "../context";
import { forbidden, validationError } from "../errors";
import { idempotent } from "../idempotency";
import { mailerFor } from "../mailer";
import { insertRow, updateRow } from "../repository";
import { requireSchema } from "../schema";
import { toEntity } from "../serialize";
import { parseData, toColumnValues, toValidationError } from "../validation";

/** `api/google-recaptcha-verify` and the `api/email` contact form. */
export const formRoutes = new Hono<ContentApp>();

const VerifyBody = v.object({ token: v.pipe(v.string(), v.nonEmpty("token must be defined.")) });

formRoutes.post("/google-recaptcha-verify", async (c) => {
  const parsed = v.safeParse(VerifyBody, await jsonBody(c));
  if (!parsed.success) throw toValidationError(parsed.issues);
  const result = await botCheckFor(c.env).verify(parsed.output.token, c.req.header("cf-connecting-ip"));
  if (!result.success) {
    throw validationError("Bot check failed", [{ path: ["token"], message: result.errorCodes.join(", ") || "Bot check failed" }]);
  }
  return c.json({ success: true, ...(result.score === undefined ? {} : { score: result.score }) });
});

/** Stores the message as a contact-message, then hands it to the mailer; `delivered` records whether that worked. */
formRoutes.post("/email", idempotent, async (c) => {
  const caller = await callerOf(c);
  if (caller.kind !== "token") {
    const check = await botCheckFor(c.env).verify(c.req.header(CAPTCHA_HEADER) ?? "", c.req.header("cf-connecting-ip"));
    if (!check.success) throw forbidden(`Bot check failed: send a reCAPTCHA token in the ${CAPTCHA_HEADER} header`);
  }
  const schema = requireSchema("contact-messages");
  const data = parseData(schema, await jsonBody(c), "create", caller.kind === "token" ? "system" : "sender");
  const row = await insertRow(c.env.DB, schema, toColumnValues(schema, { ...data, delivered: false }));
  let delivered = false;
  try {
    await mailerFor(c.env).send({
      kind: "contact",
      to: c.env.MAIL_CONTACT_TO || c.env.MAIL_FROM || "contact@localhost",
      replyTo: String(row.email),
      subject: `[contact] ${String(row.subject)}`,
      text: `${String(row.name)} <${String(row.email)}> ${row.phone ? `(${String(row.phone)})` : ""}\n\n${String(row.message)}`,
    });
    delivered = true;
  } catch (error) {
    console.error("contact mail not delivered", error);
  }
  const saved = delivered ? await updateRow(c.env.DB, schema, Number(row.id), { delivered: 1 }) : row;
  return c.json({ data: toEntity(schema, saved ?? row), meta: {} });
});
