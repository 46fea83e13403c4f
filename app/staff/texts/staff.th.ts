import content from "./content.th";

/**
 * The back office's texts, apart from the site's resources (app/i18n/th.ts) so that no public page downloads
 * them: only the back office's route modules import these files.
 */
const staff = {
  name: "ระบบหลังบ้าน",
  skipToContent: "ข้ามไปยังเนื้อหา",
  nav: {
    label: "เมนูระบบหลังบ้าน",
    home: "หน้าแรก",
    audit: "บันทึกการแก้ไข",
    content: "เนื้อหา",
  },
  roles: {
    editor: "บรรณาธิการ",
    admin: "ผู้ดูแลระบบ",
  },
  signedInAs: "{{username}} ({{role}})",
  signOut: "ออกจากระบบ",
  toSite: "ไปยังเว็บไซต์",
  login: {
    title: "เข้าสู่ระบบหลังบ้าน",
    lead: "สำหรับทีมงาน ExpoLink เท่านั้น สมาชิกเว็บไซต์กรุณาเข้าสู่ระบบที่หน้าสมาชิก",
    continue: "กรุณาเข้าสู่ระบบเพื่อไปยังหน้าที่คุณเปิด",
    identifier: "ชื่อผู้ใช้หรืออีเมล",
    password: "รหัสผ่าน",
    submit: "เข้าสู่ระบบ",
  },
  errors: {
    identifierRequired: "กรุณากรอกชื่อผู้ใช้หรืออีเมล",
    passwordRequired: "กรุณากรอกรหัสผ่าน",
    tooLong: "ข้อความยาวเกินไป",
    invalidCredentials: "ชื่อผู้ใช้ อีเมล หรือรหัสผ่านไม่ถูกต้อง",
    blocked: "บัญชีนี้ถูกระงับ กรุณาติดต่อผู้ดูแลระบบ",
    tooMany: "คุณลองหลายครั้งเกินไป กรุณาลองใหม่ในอีก {{wait}}",
  },
  home: {
    title: "ระบบหลังบ้าน",
    lead: "สวัสดีคุณ {{username}} หน้าที่เปิดใช้ได้แล้วมีดังนี้",
    signedInAs: "คุณเข้าสู่ระบบในฐานะ{{role}}",
    pages: {
      home: "หน้าแรกของระบบหลังบ้าน: หน้านี้",
      audit: "บันทึกการแก้ไข: ทุกการแก้ไขของทีมงาน พร้อมข้อมูลก่อนและหลัง",
      content: "จัดการเนื้อหา: งานแสดงสินค้า อีเวนต์ ไดเรกทอรี ข่าว บทความ และอื่น ๆ",
    },
  },
  audit: {
    title: "บันทึกการแก้ไขของทีมงาน",
    lead: "ทุกการแก้ไขของทีมงาน: ใคร เมื่อใด ทำอะไร และข้อมูลก่อนและหลังแก้ไข เรียงจากล่าสุด",
    filters: "กรองบันทึก",
    staff: "ทีมงาน",
    collection: "ชุดข้อมูล",
    all: "ทั้งหมด",
    apply: "กรอง",
    clear: "ล้างตัวกรอง",
    empty: "ยังไม่มีบันทึกที่ตรงกับตัวกรองนี้",
    when: "เวลา",
    who: "ผู้แก้ไข",
    what: "การแก้ไข",
    changed: "ฟิลด์ที่เปลี่ยน",
    nothingChanged: "ไม่มีฟิลด์ที่เปลี่ยน",
    before: "ก่อนแก้ไข",
    after: "หลังแก้ไข",
    none: "(ไม่มี)",
    details: "ดูข้อมูลก่อนและหลัง",
    pageOf: "หน้า {{page}} จาก {{count}}",
  },
  refused: {
    title: "ไม่มีสิทธิ์เข้าถึง",
    member: "บัญชีสมาชิกเว็บไซต์ใช้เปิดระบบหลังบ้านไม่ได้ ทีมงานกรุณาเข้าสู่ระบบด้วยบัญชีทีมงาน",
    role: "หน้านี้สำหรับผู้ดูแลระบบเท่านั้น",
    signIn: "เข้าสู่ระบบด้วยบัญชีทีมงาน",
    back: "กลับหน้าแรกของระบบหลังบ้าน",
  },
  notFound: {
    title: "ไม่พบหน้านี้",
    text: "ไม่มีหน้านี้ในระบบหลังบ้าน",
  },
  failed: {
    title: "เกิดข้อผิดพลาด",
    text: "ระบบทำงานไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  },
  content,
};

export default staff;
export type StaffTexts = typeof staff;
