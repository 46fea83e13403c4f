import type { ReminderDays } from "../../app/domain/return-mails";
import type { MailMessage } from "./mail-message";

/** A saved or new show as a mail names it, already in the member's language. */
export interface ShowFacts {
  name: string;
  /** The days, formatted for the member ("26–30 พ.ค. 2570" / "26–30 May 2027"). */
  dates: string;
  /** The venue and city, or "" when the record names none. */
  place: string;
  mapLink: string | null;
  pageLink: string;
}

export interface Recipient {
  email: string;
  name: string;
  en: boolean;
}

function showLines(show: ShowFacts, en: boolean): string[] {
  return [
    `${en ? "Dates" : "วันจัดงาน"}: ${show.dates}`,
    ...(show.place ? [`${en ? "Venue" : "สถานที่"}: ${show.place}`] : []),
    ...(show.mapLink ? [`${en ? "Map" : "แผนที่"}: ${show.mapLink}`] : []),
    `${en ? "Details" : "รายละเอียด"}: ${show.pageLink}`,
  ];
}

/**
 * A reminder of a saved show or event, 7 days or 1 day before it opens, with its calendar file attached. The
 * last lines say why the member gets it; the mail queue adds the unsubscribe link for its kind.
 */
export function showReminderMail(show: ShowFacts, to: Recipient, days: ReminderDays, savedLink: string, ics: string, filename: string): MailMessage {
  const when = to.en ? (days === 1 ? "tomorrow" : `in ${days} days`) : days === 1 ? "พรุ่งนี้" : `อีก ${days} วัน`;
  return {
    kind: "show-reminder",
    to: to.email,
    subject: to.en ? `Reminder: ${show.name} opens ${when} (${show.dates})` : `เตือนความจำ: ${show.name} เริ่ม${when} (${show.dates})`,
    text: [
      to.en ? `Hello ${to.name},` : `สวัสดีคุณ${to.name}`,
      "",
      to.en ? `${show.name}, which you saved on ExpoLink, opens ${when}.` : `${show.name} ที่คุณบันทึกไว้ใน ExpoLink จะเริ่ม${when}`,
      "",
      ...showLines(show, to.en),
      "",
      to.en ? "The attached calendar file (.ics) adds it to your calendar." : "เพิ่มงานนี้ลงปฏิทินของคุณได้จากไฟล์ปฏิทิน (.ics) ที่แนบมา",
      "",
      "--",
      to.en
        ? `You get this reminder because you saved this show. Your saved items: ${savedLink}`
        : `คุณได้รับอีเมลเตือนนี้เพราะบันทึกงานนี้ไว้ ดูรายการที่บันทึกไว้: ${savedLink}`,
    ].join("\n"),
    attachments: [{ filename, contentType: "text/calendar; method=PUBLISH", content: ics }],
  };
}

/** The weekly digest: the shows and events published since the last one in what the member follows. */
export function followDigestMail(shows: readonly ShowFacts[], to: Recipient, followsLink: string): MailMessage {
  const count = shows.length;
  return {
    kind: "follow-digest",
    to: to.email,
    subject: to.en
      ? `New on ExpoLink this week: ${count} ${count === 1 ? "show" : "shows and events"} in what you follow`
      : `ใหม่ใน ExpoLink สัปดาห์นี้: ${count} งานในสิ่งที่คุณติดตาม`,
    text: [
      to.en ? `Hello ${to.name},` : `สวัสดีคุณ${to.name}`,
      "",
      to.en
        ? "These shows and events were listed this week in the industries, organizers and venues you follow:"
        : "งานแสดงสินค้าและอีเวนต์เหล่านี้เพิ่งลงประกาศในอุตสาหกรรม ผู้จัดงาน และสถานที่ที่คุณติดตาม",
      ...shows.flatMap((show) => ["", show.name, ...showLines(show, to.en)]),
      "",
      "--",
      to.en
        ? `You get this weekly digest because you follow industries, organizers or venues on ExpoLink. Change what you follow: ${followsLink}`
        : `คุณได้รับอีเมลสรุปรายสัปดาห์นี้เพราะติดตามอุตสาหกรรม ผู้จัดงาน หรือสถานที่ใน ExpoLink เปลี่ยนสิ่งที่ติดตามได้ที่: ${followsLink}`,
    ].join("\n"),
  };
}
