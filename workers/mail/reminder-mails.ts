import { REQUEST_LINK_DAYS } from "../../app/domain/request-delivery";
import type { MailMessage } from "./mail-message";
import type { RequestFacts } from "./request-delivery-mails";

/** To an owner of the listing, in their language, with the request in their inbox. */
export function ownerReminderMail(facts: RequestFacts, to: { email: string; name: string; en: boolean }, inboxLink: string): MailMessage {
  const { reference: ref, event, from } = facts;
  const listing = to.en ? facts.listing.en : facts.listing.th;
  return {
    kind: "quotation-reminder",
    to: to.email,
    replyTo: facts.requesterEmail,
    subject: to.en ? `Reminder: quotation request ${ref} is waiting for you: ${event}` : `เตือน: คำขอใบเสนอราคา ${ref} ยังรอคุณอยู่: ${event}`,
    text: (to.en
      ? [
          `Hello ${to.name},`,
          "",
          `${from} asked ${listing} for a quotation (${ref}) for "${event}" two working days ago, and nobody has opened it yet.`,
          "Read and answer it in your inbox:",
          inboxLink,
          "",
          "This is the only reminder we send about this request.",
        ]
      : [
          `สวัสดีคุณ${to.name}`,
          "",
          `${from} ส่งคำขอใบเสนอราคา (${ref}) ถึง ${listing} สำหรับงาน "${event}" มาแล้วสองวันทำการ และยังไม่มีใครเปิดอ่าน`,
          "อ่านและตอบคำขอได้ที่กล่องคำขอของคุณ",
          inboxLink,
          "",
          "เราเตือนเรื่องคำขอนี้เพียงครั้งเดียว",
        ]
    ).join("\n"),
  };
}

/** To the listing's published address: Thai, then English, with the same signed link as the first mail. */
export function contactReminderMail(facts: RequestFacts, to: string): MailMessage {
  const { reference: ref, event, from, listing } = facts;
  return {
    kind: "quotation-reminder-contact",
    to,
    replyTo: facts.requesterEmail,
    subject: `เตือน: คำขอใบเสนอราคา ${ref} ยังรอคำตอบ / Reminder: quotation request ${ref} is waiting: ${event}`,
    text: [
      `เรียน ${listing.th}`,
      "",
      `${from} ส่งคำขอใบเสนอราคา (${ref}) ถึง ${listing.th} ผ่าน ExpoLink สำหรับงาน "${event}" มาแล้วสองวันทำการ และยังไม่มีใครเปิดอ่าน`,
      `อ่านและตอบได้ที่ลิงก์นี้ ไม่ต้องมีบัญชี (ใช้ได้ ${REQUEST_LINK_DAYS} วันนับจากคำขอ):`,
      facts.answerLink.th,
      "",
      "----",
      "",
      `Dear ${listing.en},`,
      "",
      `${from} asked ${listing.en} for a quotation (${ref}) through ExpoLink for "${event}" two working days ago, and nobody has opened it yet.`,
      `Read and answer it through this link, no account needed (it works for ${REQUEST_LINK_DAYS} days from the request):`,
      facts.answerLink.en,
    ].join("\n"),
  };
}

/** To the site team, who forward requests to listings with no address, when nobody opened it yet. */
export function teamForwardReminderMail(facts: RequestFacts, to: string): MailMessage {
  return {
    kind: "quotation-reminder-team",
    to,
    replyTo: facts.requesterEmail,
    subject: `[quotation ${facts.reference}] still waiting to be forwarded to ${facts.listing.en}`,
    text: [
      `The request ${facts.reference} from ${facts.from} to ${facts.listing.en} (${facts.listing.th}) for "${facts.event}" has not been opened in two working days.`,
      "Nobody runs this listing and it publishes no contact address: please forward it to the company. The link to read and answer it:",
      facts.answerLink.th,
    ].join("\n"),
  };
}

/** To the site team when a request is still unopened after five working days, whoever it went to. */
export function teamUnopenedMail(facts: RequestFacts, to: string, toldWhom: string): MailMessage {
  return {
    kind: "quotation-unopened",
    to,
    replyTo: facts.requesterEmail,
    subject: `[quotation ${facts.reference}] nobody has opened it in five working days: ${facts.listing.en}`,
    text: [
      `The request ${facts.reference} from ${facts.from} (${facts.requesterEmail}) to ${facts.listing.en} (${facts.listing.th}) for "${facts.event}" is still unopened after five working days.`,
      `It went to ${toldWhom}, and a reminder followed after two working days.`,
      "Please reach the company another way, or tell the requester. The link to read and answer it:",
      facts.answerLink.th,
    ].join("\n"),
  };
}
