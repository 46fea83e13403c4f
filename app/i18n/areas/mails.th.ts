import booths from "./booths.th";

/**
 * The words of the mails themselves (workers/mail), apart from the site's resources (app/i18n/th.ts): only the
 * Worker's mail reads this area, so no page downloads it. What the site's pages say about mail (choices,
 * unsubscribing, calendar feeds) is the `mail` area.
 */
const mails = {
  greeting: "สวัสดีคุณ{{name}}",
  account: {
    confirmation: {
      subject: "ยืนยันอีเมลของคุณ",
      lead: "ขอบคุณที่สมัครสมาชิก กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์นี้",
      ignore: "หากคุณไม่ได้สมัครสมาชิก ไม่ต้องทำอะไรกับอีเมลฉบับนี้",
    },
    resetPassword: {
      subject: "ตั้งรหัสผ่านใหม่",
      lead: "เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กรุณาเปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่",
      ignore: "หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไรกับอีเมลฉบับนี้ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ",
    },
  },
  newsletter: {
    subject: "ยินดีต้อนรับสู่จดหมายข่าว ExpoLink",
    text: "สวัสดีครับ/ค่ะ\n\nขอบคุณที่สมัครรับจดหมายข่าวของ ExpoLink ด้วยอีเมล {{email}} เราจะส่งสรุปงานแสดงสินค้าที่เปิดรับจองบูธและข่าวอุตสาหกรรมไมซ์ให้คุณเดือนละสองครั้ง\n\nทีมงาน ExpoLink",
  },
  /** The footer delivery adds to a mail one may stop (workers/mail/optional-mail.ts). */
  unsubscribe: {
    text: "ไม่ต้องการรับอีเมลประเภทนี้อีก? ยกเลิกการรับได้ที่",
    link: "ยกเลิกการรับอีเมลนี้",
  },
  quotations: {
    inbox: "อ่านและตอบคำขอได้ที่กล่องคำขอของคุณ",
    /** To a listing's owner, in their language. */
    received: {
      subject: "คำขอใบเสนอราคาใหม่ {{ref}}: {{event}}",
      asked: "{{from}} ส่งคำขอใบเสนอราคา ({{ref}}) ถึง {{listing}} สำหรับงาน \"{{event}}\"",
      why: "คุณได้รับอีเมลนี้เพราะบัญชีของคุณดูแลรายการนี้บน ExpoLink",
    },
    reminder: {
      subject: "เตือน: คำขอใบเสนอราคา {{ref}} ยังรอคุณอยู่: {{event}}",
      asked: "{{from}} ส่งคำขอใบเสนอราคา ({{ref}}) ถึง {{listing}} สำหรับงาน \"{{event}}\" มาแล้วสองวันทำการ และยังไม่มีใครเปิดอ่าน",
      once: "เราเตือนเรื่องคำขอนี้เพียงครั้งเดียว",
    },
    /** To the member who asked, in the language they asked in. */
    answered: {
      subject: "{{listing}} ตอบคำขอใบเสนอราคา {{ref}} ของคุณแล้ว",
      lead: "{{listing}} ตอบคำขอสำหรับงาน \"{{event}}\" ของคุณแล้ว",
      all: "ดูคำขอทั้งหมดและสถานะได้ที่",
    },
    /** To a company's address, whose reader's language is unknown: Thai, then English. */
    dear: "เรียน {{listing}}",
    contact: {
      subject: "คำขอใบเสนอราคา {{ref}} ผ่าน ExpoLink",
      asked: "{{from}} ส่งคำขอใบเสนอราคา ({{ref}}) ถึง {{listing}} ผ่าน ExpoLink สำหรับงาน \"{{event}}\"",
      link: "อ่านและตอบคำขอได้ที่ลิงก์นี้ ไม่ต้องมีบัญชี (ลิงก์ใช้ได้ {{days}} วัน และใช้ได้กับคำขอนี้เท่านั้น):",
      published: "เราส่งอีเมลนี้ถึงที่อยู่ที่ {{listing}} ลงไว้เป็นอีเมลติดต่อบน ExpoLink",
      forwarded: "ทีมงาน ExpoLink ส่งต่ออีเมลนี้ถึงคุณในฐานะผู้ติดต่อของ {{listing}}",
      claim: "หากคุณดูแลบริษัทนี้ ขอเป็นผู้ดูแลรายการได้ที่ \"นี่คือบริษัทของคุณหรือไม่\" ท้ายหน้ารายการ แล้วคำขอครั้งต่อไปจะเข้ากล่องคำขอของบริษัทคุณโดยตรง:",
    },
    contactReminder: {
      subject: "เตือน: คำขอใบเสนอราคา {{ref}} ยังรอคำตอบ",
      asked: "{{from}} ส่งคำขอใบเสนอราคา ({{ref}}) ถึง {{listing}} ผ่าน ExpoLink สำหรับงาน \"{{event}}\" มาแล้วสองวันทำการ และยังไม่มีใครเปิดอ่าน",
      link: "อ่านและตอบได้ที่ลิงก์นี้ ไม่ต้องมีบัญชี (ใช้ได้ {{days}} วันนับจากคำขอ):",
    },
  },
  /** The site team's review of a company's edit of its own listing. */
  listingChanges: {
    approved: {
      subject: "การแก้ไข {{listing}} เผยแพร่แล้ว ({{ref}})",
      lead: "ทีมงานอนุมัติการแก้ไข {{ref}} แล้ว หน้า {{listing}} แสดงข้อมูลใหม่ตั้งแต่ตอนนี้",
    },
    declined: {
      subject: "การแก้ไข {{listing}} ไม่ได้รับอนุมัติ ({{ref}})",
      lead: "ทีมงานอนุมัติการแก้ไข {{ref}} ของ {{listing}} ไม่ได้ ด้วยเหตุผลนี้",
      again: "หน้าเว็บยังแสดงข้อมูลเดิม คุณแก้ไขแล้วส่งใหม่ได้ที่",
    },
    showApproved: {
      subject: "งาน {{show}} เผยแพร่บน ExpoLink แล้ว ({{ref}})",
      lead: "ทีมงานอนุมัติงาน {{show}} แล้ว (เลขอ้างอิง {{ref}}) งานแสดงในรายการงานพร้อมประเภทบูธที่เปิดจอง ดูได้จากรายการของบริษัทที่",
    },
    showDeclined: {
      subject: "งาน {{show}} ไม่ได้รับอนุมัติ ({{ref}})",
      lead: "ทีมงานอนุมัติงาน {{show}} (เลขอ้างอิง {{ref}}) ไม่ได้ ด้วยเหตุผลนี้",
      again: "คุณแก้ไขแล้วส่งงานใหม่ได้ที่",
    },
  },
  /** The site team's decision on a member's request to manage a listing. */
  claims: {
    approved: {
      subject: "คุณดูแล {{listing}} บน ExpoLink ได้แล้ว ({{ref}})",
      lead: "เราอนุมัติคำขอ {{ref}} ของคุณแล้ว บัญชีของคุณดูแล {{listing}} ได้ตั้งแต่ตอนนี้ คำขอใบเสนอราคาที่ส่งถึงรายการนี้จะเข้ากล่องคำขอของคุณที่",
    },
    declined: {
      subject: "คำขอดูแล {{listing}} ของคุณ ({{ref}})",
      lead: "เราอนุมัติคำขอ {{ref}} เพื่อดูแล {{listing}} ไม่ได้ ด้วยเหตุผลนี้",
      reply: "หากมีข้อสงสัย ตอบกลับอีเมลนี้ได้เลย หรือส่งคำขอใหม่จากหน้าของรายการนั้น",
    },
  },
  /**
   * The booth booking mails: a conversation between an exhibitor and an organizer. The organizer hears of each
   * booking, the exhibitor gets its reference and every status move.
   */
  bookings: {
    /** The lead statuses in the words the leads page uses. */
    statuses: booths.leads.statuses,
    theOrganizer: "ผู้จัดงาน",
    theShowsOrganizer: "ผู้จัดงาน",
    booking: "{{type}} จำนวน {{count}} บูธ ในงาน {{show}} ({{ref}})",
    boothNumbers: "บูธหมายเลข {{numbers}} ในงาน {{show}} ({{ref}})",
    wouldBook: "{{who}} ขอจอง{{booking}}",
    /** What the exhibitor sent, for the organizer. */
    details: {
      company: "บริษัท",
      contact: "ผู้ติดต่อ",
      email: "อีเมล",
      phone: "โทรศัพท์",
      products: "สินค้า",
      message: "ข้อความ",
    },
    reply: "ตอบกลับอีเมลนี้เพื่อติดต่อผู้จองได้โดยตรง",
    /** To a member who runs the organizer listing, in their language. */
    owner: {
      subject: "คำขอจองบูธใหม่ {{ref}}: {{show}}",
      leads: "เปลี่ยนสถานะและเขียนหมายเหตุถึงผู้จองได้ที่หน้าลูกค้าจากการจองบูธ ผู้จองจะได้รับอีเมลทุกครั้งที่คุณเปลี่ยนสถานะ",
      why: "คุณได้รับอีเมลนี้เพราะบัญชีของคุณดูแล {{organizer}} บน ExpoLink",
    },
    /** To the organizer listing's contact address: Thai, then English. */
    contact: {
      subject: "คำขอจองบูธใหม่ {{ref}}: {{show}}",
      claim: "หากต้องการติดตามการจองบน ExpoLink ให้เข้าสู่ระบบแล้วกด “นี่คือบริษัทของคุณหรือไม่” ในหน้าของบริษัท",
      why: "คุณได้รับอีเมลนี้เพราะที่อยู่นี้เป็นอีเมลติดต่อของ {{organizer}} บน ExpoLink",
    },
    /** To the site team, who forward it by hand: Thai, then English. */
    team: {
      subject: "[จองบูธ {{ref}}] ส่งต่อให้ผู้จัดงาน {{show}}",
      why: "{{organizer}} ยังไม่มีผู้ดูแลบน ExpoLink และไม่มีอีเมลติดต่อ คำขอจึงส่งถึงทีมงาน กรุณาส่งต่อให้ผู้จัดงาน",
      whyNoOrganizer: "งานนี้ยังไม่ระบุผู้จัดงานบน ExpoLink คำขอจึงส่งถึงทีมงาน กรุณาส่งต่อให้ผู้จัดงาน",
      organizerPage: "หน้าของผู้จัดงาน ที่ผู้จัดงานขอดูแลรายการได้:",
    },
    /** To the exhibitor, in the language they booked in: the reference and who was told (as the completed page tells it). */
    confirmation: {
      subject: "ได้รับคำขอจองบูธ {{ref}}: {{show}}",
      received: "เราได้รับคำขอจอง{{booking}} ของคุณแล้ว",
      owners: "เราส่งคำขอถึง {{organizer}} แล้ว ผู้จัดงานจะติดต่อกลับเพื่อยืนยันตำแหน่งบูธและการชำระเงิน",
      contact: "เราส่งคำขอไปยังอีเมลติดต่อของ {{organizer}} แล้ว",
      team: "{{organizer}} ยังไม่มีอีเมลติดต่อบน ExpoLink เราจึงส่งคำขอให้ทีมงาน ทีมงานจะส่งต่อให้ผู้จัดงาน",
      follow: "คุณจะได้รับอีเมลทุกครั้งที่ผู้จัดงานเปลี่ยนสถานะ ติดตามการจองของคุณได้ที่",
    },
    /** To the exhibitor when the organizer moves the lead. */
    status: {
      subject: "การจองบูธ {{ref}} ของคุณ: {{status}}",
      moved: "{{organizer}} เปลี่ยนสถานะการจอง{{booking}} ของคุณเป็น “{{status}}”",
      note: "หมายเหตุจากผู้จัดงาน:",
      follow: "ติดตามการจองของคุณได้ที่",
    },
    /** To the exhibitor when the organizer confirms or declines the numbered booths they booked. */
    decision: {
      confirmed: {
        subject: "ยืนยันการจองบูธ {{numbers}} แล้ว ({{ref}})",
        text: "{{organizer}} ยืนยันการจอง{{booking}} ของคุณแล้ว บูธเหล่านี้เป็นของคุณในผังงาน",
      },
      declined: {
        subject: "ผู้จัดงานไม่รับการจองบูธ {{numbers}} ({{ref}})",
        text: "{{organizer}} ไม่สามารถรับการจอง{{booking}} ของคุณได้ บูธเหล่านี้กลับมาว่างในผังงานแล้ว คุณเลือกบูธอื่นได้จากหน้างาน",
      },
    },
  },
  /** The mails that bring members back: reminders of saved shows and the weekly digest. */
  shows: {
    dates: "วันจัดงาน",
    venue: "สถานที่",
    map: "แผนที่",
    details: "รายละเอียด",
    reminder: {
      tomorrow: "พรุ่งนี้",
      inDays: "อีก {{days}} วัน",
      subject: "เตือนความจำ: {{show}} เริ่ม{{when}} ({{dates}})",
      opens: "{{show}} ที่คุณบันทึกไว้ใน ExpoLink จะเริ่ม{{when}}",
      calendar: "เพิ่มงานนี้ลงปฏิทินของคุณได้จากไฟล์ปฏิทิน (.ics) ที่แนบมา",
      why: "คุณได้รับอีเมลเตือนนี้เพราะบันทึกงานนี้ไว้ ดูรายการที่บันทึกไว้: {{link}}",
    },
    digest: {
      subject_one: "ใหม่ใน ExpoLink สัปดาห์นี้: {{count}} งานในสิ่งที่คุณติดตาม",
      subject_other: "ใหม่ใน ExpoLink สัปดาห์นี้: {{count}} งานในสิ่งที่คุณติดตาม",
      lead: "งานแสดงสินค้าและอีเวนต์เหล่านี้เพิ่งลงประกาศในอุตสาหกรรม ผู้จัดงาน และสถานที่ที่คุณติดตาม",
      why: "คุณได้รับอีเมลสรุปรายสัปดาห์นี้เพราะติดตามอุตสาหกรรม ผู้จัดงาน หรือสถานที่ใน ExpoLink เปลี่ยนสิ่งที่ติดตามได้ที่: {{link}}",
    },
  },
};

export default mails;
export type MailTexts = typeof mails;
