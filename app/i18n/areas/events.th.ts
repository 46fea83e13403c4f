/** Thai texts of the events pages. The English file beside it has the same shape. */
const events = {
  about: "เกี่ยวกับงาน",
  related: "อีเวนต์อื่นที่น่าสนใจในหมวดเดียวกัน",
  priceFrom: "ราคาบูธเริ่มต้น",
  bookBy: "ปิดรับจอง",
  sortDeadline: "ใกล้ปิดรับจอง",
  sortPrice: "ราคาบูธต่ำสุด",
};

export default events;
