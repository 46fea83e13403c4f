/** Thai texts of the jobs pages. The English file beside it has the same shape. */
const jobs = {
  salary: "เงินเดือน",
  salaryFrom: "ตั้งแต่ {{amount}}",
  salaryUpTo: "สูงสุด {{amount}}",
  salaryNegotiable: "ตามตกลง",
  perMonth: "{{amount}} / เดือน",
  posted: "ลงประกาศ",
  location: "สถานที่ทำงาน",
  validThrough: "รับสมัครถึง",
  facts: "ข้อมูลตำแหน่งงาน",
  description: "รายละเอียดงาน",
  requirements: "คุณสมบัติผู้สมัคร",
  howToApply: "วิธีสมัคร",
  howToApplyText: "ส่งประวัติย่อและผลงาน (ถ้ามี) ถึง {{company}} ได้ตามช่องทางด้านล่าง",
  noApplyChannel: "ติดต่อบริษัทโดยตรงเพื่อสอบถามการสมัครงาน",
  applyOnline: "สมัครออนไลน์",
  applyByEmail: "สมัครทางอีเมล",
  emailSubject: "สมัครงานตำแหน่ง {{title}}",
  closedTitle: "ปิดรับสมัครแล้ว",
  closedText: "ตำแหน่งนี้พ้นกำหนดรับสมัครแล้ว",
  seeOpenJobs: "ดูตำแหน่งที่เปิดรับอยู่",
  categories: {
    sales: "ขายพื้นที่และการขาย",
    marketing: "การตลาดและสื่อสาร",
    design: "ออกแบบ",
    operations: "ปฏิบัติการและบริหารโครงการ",
    technical: "ช่างเทคนิค",
    hospitality: "บริการและต้อนรับ",
  },
};

export default jobs;
