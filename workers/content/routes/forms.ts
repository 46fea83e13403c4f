import { Hono } from "hono";
import * as v from "valibot";
import { botCheckFor, CAPTCHA_HEADER } from "../bot-check";
import { callerOf, jsonBody, type ContentApp } from "../context";
import { applicationError, forbidden, notFound, validationError } from "../errors";
import { idempotent } from "../idempotency";
import { contactMail } from "../../mail/contact-mail";
import { claimWithMail, dispatchMail, newMail, outboxed } from "../../mail/mail-producer";
import { byId, insertRow, type Row, selectOne } from "../repository";
import { requireSchema } from "../schema";
import { toEntity } from "../serialize";
import { parseData, toColumnValues, toValidationError } from "../validation";

/** `api/google-recaptcha-verify`, the `api/email` contact form and the back office's resend of a contact message. */
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

/**
 * Stores the message as a contact-message and its mail to the site team in the outbox, in one batch
 * (docs/decisions/053): `delivered` says it is on its way, `mail_id` names the mail, whose delivery the back office
 * reads (docs/pages.md, "Back office").
 */
formRoutes.post("/email", idempotent, async (c) => {
  const caller = await callerOf(c);
  if (caller.kind !== "token") {
    const check = await botCheckFor(c.env).verify(c.req.header(CAPTCHA_HEADER) ?? "", c.req.header("cf-connecting-ip"));
    if (!check.success) throw forbidden(`Bot check failed: send a reCAPTCHA token in the ${CAPTCHA_HEADER} header`);
  }
  const schema = requireSchema("contact-messages");
  const data = parseData(schema, await jsonBody(c), "create", caller.kind === "token" ? "system" : "sender");
  const values = toColumnValues(schema, data);
  const mail = newMail(contactMail(c.env, values));
  const row = await insertRow(c.env.DB, schema, { ...values, delivered: 1, mail_id: mail.id }, () => outboxed(c.env.DB, [mail]));
  await dispatchMail(c.env, [mail.id]);
  return c.json({ data: toEntity(schema, row), meta: {} });
});

const ResendBody = v.object({ data: v.object({ mail: v.nullable(v.string()) }) });

/**
 * `POST /api/contact-messages/:id/resend` (API token only): the back office sends a contact message to the site
 * team again, as a new mail. `mail` is the mail the editor saw: when the message names another one by now (sent
 * again from another tab, a double click) nothing is sent, so one click makes one mail. The message names its new
 * mail in the batch that writes it.
 */
formRoutes.post("/contact-messages/:id/resend", async (c) => {
  if ((await callerOf(c)).kind !== "token") throw forbidden();
  const parsed = v.safeParse(ResendBody, await jsonBody(c));
  if (!parsed.success) throw toValidationError(parsed.issues);
  const expected = parsed.output.data.mail;
  const schema = requireSchema("contact-messages");
  const id = Number(c.req.param("id"));
  const row = Number.isSafeInteger(id) && id > 0 ? await selectOne(c.env.DB, schema, byId(schema, id)) : null;
  if (!row) throw notFound();
  const previous = typeof row.mail_id === "string" ? row.mail_id : null;
  const mail = newMail(contactMail(c.env, row));
  const claim = c.env.DB.prepare(
    `UPDATE contact_messages SET mail_id = ?, delivered = 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? AND mail_id IS ? RETURNING *`,
  ).bind(mail.id, id, previous);
  const saved = previous === expected ? (await claimWithMail(c.env, claim, [mail])).results[0] as Row | undefined : undefined;
  if (!saved) throw applicationError("The message was sent again meanwhile");
  return c.json({ data: toEntity(schema, saved), meta: {} });
});
