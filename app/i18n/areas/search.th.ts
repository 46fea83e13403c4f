/** Thai texts of the site search (the /search page, its suggestions and the home search box). The English file beside it has the same shape. */
const search = {
  label: "ค้นหาทั้งเว็บไซต์",
  placeholder: "ชื่องาน สถานที่ ผู้จัด หรือคำค้น เช่น แสดงสินค้าอาหาร",
  submit: "ค้นหา",
  ended: "จบแล้ว",
  suggestions: "คำแนะนำระหว่างพิมพ์",
  resultsFor_one: "ผลการค้นหา “{{query}}”: พบ {{shown}} รายการ",
  resultsFor_other: "ผลการค้นหา “{{query}}”: พบ {{shown}} รายการ",
  correctedFor: "ไม่พบ “{{typed}}” จึงแสดงผลของ “{{query}}” แทน",
  seeAll: "ดูทั้งหมดใน{{kind}} ({{shown}})",
  noResults: "ไม่พบผลลัพธ์สำหรับ “{{query}}”",
  noResultsHint: "ลองตรวจตัวสะกด ใช้คำที่สั้นลง หรือเลือกดูหมวดอื่นด้านล่าง",
  didYouMean: "หรือคุณหมายถึง",
  browseKinds: "เลือกดูตามหมวด",
  emptyQuery: "พิมพ์ชื่องาน สถานที่ บริษัท หรือหัวข้อที่สนใจ แล้วกดค้นหา",
  dates: "วันที่จัดงาน",
  kinds: {
    thaiTradeShow: "งานแสดงสินค้าในไทย",
    intlTradeShow: "งานแสดงสินค้าต่างประเทศ",
    thaiEvent: "อีเวนต์ในไทย",
    venue: "สถานที่จัดงาน",
    organizer: "ผู้จัดงาน",
    contractor: "ผู้รับเหมาและบริการ",
    news: "ข่าว",
    article: "บทความ",
    job: "ตำแหน่งงาน",
  },
};

export default search;
