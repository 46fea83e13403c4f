/** Thai texts of the media pages. The English file beside it has the same shape. */
const media = {
  menu: "หมวดข่าว",
  sortOldest: "เก่าสุดก่อน",
  sortTitle: "ชื่อบทความ ก–ฮ",
  by: "โดย {{author}}",
  thaiOnly: "เนื้อหานี้มีเฉพาะภาษาไทย",
  partlyThai: "บางส่วนของเนื้อหานี้มีเฉพาะภาษาไทย",
  source: "อ่านข่าวต้นฉบับ",
  place: "สถานที่",
  allNews: "ข่าวทั้งหมด",
  relatedNews: "ข่าวที่เกี่ยวข้อง",
  readingTime: "อ่าน {{count}} นาที",
  browseTopics: "เลือกอ่านตามหมวด",
  moreInTopic: "บทความอื่นในหมวด",
  allInTopic: "บทความทั้งหมดในหมวด{{topic}}",
  noArticles: "หมวดนี้ยังไม่มีบทความอื่น",
  photoCount_one: "{{count}} ภาพ",
  photoCount_other: "{{count}} ภาพ",
  galleryFacts: "ข้อมูลแกลเลอรี",
  eventDate: "วันที่ถ่าย",
  tradeShow: "งานแสดงสินค้า",
  photos: "จำนวนภาพ",
  allPhotos: "ภาพทั้งหมด",
  moreGalleries: "แกลเลอรีอื่น ๆ",
};

export default media;
