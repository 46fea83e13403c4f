import { moveYears, seedDate } from "../dates.ts";
import { seedImage, type SeedRecord } from "../lib.ts";
import { organizerId } from "./organizers.ts";
import { placeAt } from "./venues.ts";

/**
 * Thai events: festivals, fairs, markets and concerts. Real recurring events carry plausible dates for the
 * 2026-27 season (confirm with the hosts before relying on them); two are invented for the demo.
 */

interface Place {
  venue_name: string;
  venue_name_en: string;
  city: string;
  city_en: string;
  province: string;
}

interface EventInput {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  start: string;
  end: string;
  hours: [string, string];
  venue?: string;
  place?: Place;
  organizer?: string;
  category: string;
  industry?: string;
  tags: string[];
  summary: string;
  summary_en: string;
  body: string[];
  body_en: string[];
  ticket: [string, string];
  free?: boolean;
  website?: string;
  featured?: boolean;
  status?: "scheduled" | "postponed" | "cancelled" | "moved-online";
  created_at: string;
}

/** The event as this run stores it: dates moved to follow today, and the years of its names with them (seed/dates.ts). */
function moved(e: EventInput): EventInput {
  const start = seedDate(e.start);
  const end = seedDate(e.end);
  const dates = [[e.start, start], [e.end, end]] as const;
  return { ...e, name: moveYears(e.name, dates), name_en: moveYears(e.name_en, dates), start, end };
}

function event(authored: EventInput): SeedRecord {
  const e = moved(authored);
  const where = e.venue ? placeAt(e.venue) : { ...e.place, country: "Thailand" };
  return {
    id: e.id,
    name: e.name,
    name_en: e.name_en,
    slug: e.slug,
    start_date: e.start,
    end_date: e.end,
    opening_hours: e.hours[0],
    opening_hours_en: e.hours[1],
    ...where,
    ...(e.organizer ? { organizer: organizerId(e.organizer) } : {}),
    industry: e.industry ?? "culture-tourism",
    tags: e.tags,
    summary: e.summary,
    summary_en: e.summary_en,
    description: e.body.map((p) => `<p>${p}</p>`).join(""),
    description_en: e.body_en.map((p) => `<p>${p}</p>`).join(""),
    cover_img: seedImage("thai-events", e.slug, `ภาพประกอบ ${e.name}`, `Illustration for ${e.name_en}`),
    gallery: [1, 2].map((n) =>
      seedImage("thai-events", `${e.slug}-${n}`, `บรรยากาศ ${e.name} ภาพที่ ${n}`, `${e.name_en}, scene ${n}`),
    ),
    ...(e.website ? { website: e.website } : {}),
    ticket_info: e.ticket[0],
    ticket_info_en: e.ticket[1],
    event_status: e.status ?? "scheduled",
    attendance_mode: "offline",
    featured: e.featured ?? false,
    category: e.category,
    free_entry: e.free ?? true,
    created_at: e.created_at,
  };
}

const FREE: [string, string] = ["เข้าชมฟรี", "Free entry"];
const EVENING: [string, string] = ["17.00–22.00 น.", "5:00 pm – 10:00 pm"];

export const thaiEvents: SeedRecord[] = [
  event({
    id: 1, slug: "sukhothai-loy-krathong-candle-festival-2026",
    name: "ประเพณีลอยกระทง เผาเทียน เล่นไฟ จังหวัดสุโขทัย 2569", name_en: "Sukhothai Loy Krathong and Candle Festival 2026",
    start: "2026-11-15", end: "2026-11-24", hours: EVENING, venue: "sukhothai-historical-park",
    category: "festival-tradition", tags: ["night-event", "family-friendly"],
    summary: "งานลอยกระทงอันเป็นต้นตำรับในอุทยานประวัติศาสตร์สุโขทัย มีการแสดงแสง สี เสียง ขบวนแห่ และการจุดเทียนประทีปทั่วโบราณสถาน",
    summary_en: "The classic Loy Krathong festival in Sukhothai Historical Park, with a light-and-sound show, processions and candles lit across the ruins.",
    body: ["ตามตำนาน สุโขทัยคือต้นกำเนิดประเพณีลอยกระทงของไทย ตลอดสิบวันของงาน โบราณสถานจะสว่างไสวด้วยแสงเทียนและโคมไฟ มีการแสดงแสง สี เสียงที่เล่าเรื่องราวของกรุงสุโขทัย", "ภายในงานมีตลาดย้อนยุค การสาธิตงานหัตถกรรม และการประกวดกระทงใหญ่ ควรจองที่พักล่วงหน้าเพราะช่วงวันเพ็ญมีนักท่องเที่ยวหนาแน่น"],
    body_en: ["Sukhothai is traditionally held to be where Loy Krathong began. Over ten nights the ruins glow with candles and lanterns, and a light-and-sound show tells the story of the old kingdom.", "There is a period-style market, craft demonstrations and a grand krathong contest. Book accommodation early: the full-moon nights are very busy."],
    ticket: ["เข้าชมบริเวณงานฟรี การแสดงแสง สี เสียง มีค่าบัตรเข้าชม จำหน่ายล่วงหน้าและหน้างาน", "Free entry to the festival grounds; the light-and-sound show is ticketed, with tickets sold in advance and at the gate."],
    featured: true, created_at: "2026-09-01T04:00:00.000Z",
  }),
  event({
    id: 2, slug: "yi-peng-chiang-mai-2026",
    name: "ประเพณียี่เป็งเชียงใหม่ 2569", name_en: "Yi Peng Festival, Chiang Mai 2026",
    start: "2026-11-23", end: "2026-11-25", hours: ["18.00–24.00 น.", "6:00 pm – midnight"],
    place: { venue_name: "ประตูท่าแพและริมแม่น้ำปิง", venue_name_en: "Tha Phae Gate and the Ping riverside", city: "เชียงใหม่", city_en: "Chiang Mai", province: "Chiang Mai" },
    category: "festival-tradition", tags: ["night-event", "family-friendly"],
    summary: "ประเพณีลอยกระทงแบบล้านนา ประดับโคมยี่เป็งทั่วเมืองเก่า มีขบวนแห่กระทงใหญ่และการลอยกระทงริมแม่น้ำปิง",
    summary_en: "Lanna-style Loy Krathong: lanterns across the old city, a grand krathong parade and floating krathongs on the Ping river.",
    body: ["ชาวเชียงใหม่ประดับบ้านเรือนและวัดด้วยโคมล้านนาและผางประทีป ขบวนแห่กระทงใหญ่เคลื่อนจากประตูท่าแพไปตามถนนท่าแพ", "การปล่อยโคมลอยทำได้เฉพาะพื้นที่และเวลาที่ทางราชการกำหนด เพื่อความปลอดภัยของการบินและป้องกันอัคคีภัย"],
    body_en: ["Homes and temples are hung with Lanna lanterns and small clay lamps, and the grand krathong parade sets off from Tha Phae Gate along Tha Phae Road.", "Sky lanterns may be released only in the places and at the times set by the authorities, for aviation and fire safety."],
    ticket: FREE, created_at: "2026-09-03T04:00:00.000Z",
  }),
  event({
    id: 3, slug: "ayutthaya-loy-krathong-2026",
    name: "งานลอยกระทงกรุงเก่า พระนครศรีอยุธยา 2569", name_en: "Ayutthaya Loy Krathong Festival 2026",
    start: "2026-11-22", end: "2026-11-24", hours: EVENING, venue: "ayutthaya-historical-park",
    category: "festival-tradition", tags: ["night-event", "family-friendly"],
    summary: "ลอยกระทงท่ามกลางโบราณสถานกรุงศรีอยุธยา พร้อมการแสดงนาฏศิลป์และตลาดอาหารไทยโบราณ",
    summary_en: "Loy Krathong among the ruins of old Ayutthaya, with Thai classical dance and a market of traditional food.",
    body: ["บรรยากาศยามค่ำคืนของวัดโบราณที่ประดับด้วยแสงเทียน ผู้ร่วมงานลอยกระทงในคูน้ำรอบโบราณสถาน และชมการแสดงนาฏศิลป์ไทย", "เดินทางจากกรุงเทพฯ ได้ทั้งรถยนต์และรถไฟ ผู้จัดขอความร่วมมือใช้กระทงจากวัสดุธรรมชาติ"],
    body_en: ["Candle-lit temple ruins set the scene at night; visitors float krathongs in the moats around the monuments and watch Thai classical dance.", "Ayutthaya is an easy drive or train ride from Bangkok. Visitors are asked to use krathongs made of natural materials."],
    ticket: FREE, created_at: "2026-09-10T04:00:00.000Z",
  }),
  event({
    id: 4, slug: "chiang-mai-flower-festival-2027",
    name: "มหกรรมไม้ดอกไม้ประดับเชียงใหม่ 2570", name_en: "Chiang Mai Flower Festival 2027",
    start: "2027-02-05", end: "2027-02-07", hours: ["08.00–22.00 น.", "8:00 am – 10:00 pm"], venue: "suan-buak-haad-chiang-mai",
    category: "flower-garden", industry: "agriculture", tags: ["family-friendly", "public-days"],
    summary: "เทศกาลไม้ดอกไม้ประดับประจำปีของเชียงใหม่ มีขบวนรถบุปผชาติ การประกวดสวน และตลาดต้นไม้",
    summary_en: "Chiang Mai's annual flower festival, with a parade of flower floats, garden competitions and a plant market.",
    body: ["ในสัปดาห์แรกของเดือนกุมภาพันธ์ สวนบวกหาดเต็มไปด้วยดอกไม้เมืองหนาวและกล้วยไม้ ไฮไลต์คือขบวนรถบุปผชาติที่แห่จากสถานีรถไฟเชียงใหม่เข้าสู่ตัวเมือง", "ผู้ชมซื้อพันธุ์ไม้และอุปกรณ์ทำสวนจากเกษตรกรโดยตรง และชมการประกวดนางงามบุปผชาติ"],
    body_en: ["In the first week of February, Suan Buak Haad fills with cool-season flowers and orchids. The highlight is the parade of flower floats from Chiang Mai railway station into town.", "Visitors buy plants and garden supplies straight from growers and watch the flower queen pageant."],
    ticket: FREE, featured: true, created_at: "2026-10-15T04:00:00.000Z",
  }),
  event({
    id: 5, slug: "otop-city-2026",
    name: "โอทอปซิตี้ 2569", name_en: "OTOP City 2026",
    start: "2026-12-12", end: "2026-12-20", hours: ["10.00–21.00 น.", "10:00 am – 9:00 pm"], venue: "impact-muang-thong-thani",
    category: "market-fair", industry: "lifestyle-gifts", tags: ["shopping", "family-friendly"],
    summary: "มหกรรมสินค้าหนึ่งตำบลหนึ่งผลิตภัณฑ์จากทุกจังหวัด รวมอาหาร ผ้าไทย และงานหัตถกรรมชุมชน ช้อปของขวัญส่งท้ายปี",
    summary_en: "The nationwide One Tambon One Product fair: food, Thai textiles and community crafts from every province, just in time for year-end gifts.",
    body: ["ผู้ผลิตชุมชนจากทั่วประเทศนำสินค้าขึ้นชื่อของแต่ละจังหวัดมาจำหน่ายเอง ตั้งแต่ผ้าไหม ผ้าฝ้าย เครื่องจักสาน ไปจนถึงอาหารแปรรูป", "แบ่งโซนตามภูมิภาคเพื่อให้เดินช้อปได้ง่าย มีจุดรับฝากของและบริการจัดส่งสินค้าถึงบ้าน"],
    body_en: ["Community producers from around the country sell their provinces' best-known goods in person, from silk and cotton to basketry and processed food.", "Zones are arranged by region for easy browsing, with a bag drop and home delivery service."],
    ticket: FREE, featured: true, created_at: "2026-10-01T04:00:00.000Z",
  }),
  event({
    id: 6, slug: "nong-nooch-orchid-garden-fair-2027",
    name: "เทศกาลกล้วยไม้และสวนสวยนงนุช 2570", name_en: "Nong Nooch Orchid & Garden Fair 2027",
    start: "2027-01-08", end: "2027-01-17", hours: ["08.00–18.00 น.", "8:00 am – 6:00 pm"], venue: "nong-nooch-tropical-garden",
    category: "flower-garden", industry: "agriculture", tags: ["family-friendly", "shopping"],
    summary: "งานกล้วยไม้และการจัดสวนในสวนนงนุช พร้อมตลาดพันธุ์ไม้และเวิร์กช็อปจัดสวนขนาดเล็ก",
    summary_en: "An orchid and garden fair at Nong Nooch, with a plant market and small-garden workshops.",
    body: ["ผู้เพาะเลี้ยงกล้วยไม้จากทั่วประเทศนำพันธุ์หายากมาจัดแสดงและประกวด ผู้ชมเรียนรู้การดูแลกล้วยไม้และการจัดสวนในพื้นที่จำกัด", "เป็นงานสมมติเพื่อการสาธิตระบบ"],
    body_en: ["Orchid growers from around the country show and judge rare varieties; visitors learn orchid care and how to garden in small spaces.", "A fictional event created for the demo."],
    ticket: ["เข้างานด้วยบัตรเข้าชมสวนนงนุช", "Entry with a Nong Nooch garden admission ticket"], free: false,
    created_at: "2026-10-22T04:00:00.000Z",
  }),
  event({
    id: 7, slug: "phuket-vegetarian-festival-2026",
    name: "ประเพณีถือศีลกินผัก จังหวัดภูเก็ต 2569", name_en: "Phuket Vegetarian Festival 2026",
    start: "2026-10-10", end: "2026-10-18", hours: ["06.00–23.00 น.", "6:00 am – 11:00 pm"], venue: "saphan-hin-phuket",
    category: "festival-tradition", industry: "food-beverage", tags: ["family-friendly"],
    summary: "ประเพณีถือศีลกินผักของชาวภูเก็ตเชื้อสายจีน มีขบวนแห่ พิธีกรรมตามศาลเจ้า และอาหารเจทั่วเมือง",
    summary_en: "The vegetarian festival of Phuket's Chinese community, with street processions, shrine rituals and vegetarian food across town.",
    body: ["ตลอดเก้าวัน ชาวภูเก็ตนุ่งขาว งดเนื้อสัตว์ และร่วมพิธีตามศาลเจ้าต่าง ๆ ขบวนแห่ของแต่ละศาลเจ้าเคลื่อนผ่านถนนในตัวเมือง", "ลานสะพานหินเป็นจุดรวมพิธีสำคัญและร้านอาหารเจ ผู้ชมควรแต่งกายสุภาพ สวมชุดขาว และเคารพพิธีกรรม"],
    body_en: ["For nine days, Phuket residents dress in white, give up meat and join rites at the town's shrines; each shrine's procession winds through the streets.", "Saphan Hin is a focal point for key ceremonies and vegetarian food stalls. Dress modestly, preferably in white, and respect the rituals."],
    ticket: FREE, created_at: "2026-07-20T04:00:00.000Z",
  }),
  event({
    id: 8, slug: "khon-kaen-songkran-khao-niao-road-2027",
    name: "สงกรานต์ถนนข้าวเหนียว ขอนแก่น 2570", name_en: "Khon Kaen Songkran on Khao Niao Road 2027",
    start: "2027-04-11", end: "2027-04-15", hours: ["10.00–21.00 น.", "10:00 am – 9:00 pm"],
    place: { venue_name: "ถนนศรีจันทร์ อำเภอเมืองขอนแก่น", venue_name_en: "Si Chan Road, central Khon Kaen", city: "ขอนแก่น", city_en: "Khon Kaen", province: "Khon Kaen" },
    category: "festival-tradition", tags: ["family-friendly", "night-event"],
    summary: "เทศกาลสงกรานต์ใหญ่ของภาคอีสาน เล่นน้ำบนถนนข้าวเหนียว พร้อมพิธีสรงน้ำพระและคอนเสิร์ตหมอลำ",
    summary_en: "The Northeast's biggest Songkran: water fights on Khao Niao Road, Buddha-bathing ceremonies and mor lam concerts.",
    body: ["ถนนศรีจันทร์ถูกปิดเป็นถนนข้าวเหนียวให้ผู้คนเล่นน้ำตลอดห้าวัน มีพิธีสรงน้ำพระและรดน้ำดำหัวผู้สูงอายุในช่วงเช้า", "ผู้จัดขอความร่วมมือไม่ใช้แป้งและน้ำแข็ง และงดจำหน่ายเครื่องดื่มแอลกอฮอล์ในพื้นที่เล่นน้ำ"],
    body_en: ["Si Chan Road closes to traffic and becomes Khao Niao Road for five days of water play, with Buddha-bathing and blessings for elders in the mornings.", "Visitors are asked not to use powder or ice, and alcohol is not sold in the water zone."],
    ticket: FREE, created_at: "2026-11-12T04:00:00.000Z",
  }),
  event({
    id: 9, slug: "nong-prajak-light-festival-2026",
    name: "เทศกาลแสงไฟหนองประจักษ์ 2569", name_en: "Nong Prajak Light Festival 2026",
    start: "2026-12-18", end: "2027-01-03", hours: ["18.00–23.00 น.", "6:00 pm – 11:00 pm"], venue: "nong-prajak-park-udon-thani",
    organizer: "rattanakosin-culture-festival",
    category: "design-creative", tags: ["night-event", "family-friendly"],
    summary: "งานประติมากรรมแสงไฟรอบหนองประจักษ์ช่วงปีใหม่ พร้อมตลาดอาหารอีสานและดนตรีสด",
    summary_en: "Light sculptures around Nong Prajak lake over the New Year, with an Isan food market and live music.",
    body: ["ศิลปินท้องถิ่นและนักศึกษาออกแบบร่วมสร้างงานศิลปะแสงไฟตามเส้นทางเดินรอบหนองน้ำ เล่าเรื่องวัฒนธรรมอุดรธานีและบ้านเชียง", "เป็นงานสมมติเพื่อการสาธิตระบบ"],
    body_en: ["Local artists and design students install light works along the lakeside path, telling stories of Udon Thani and Ban Chiang culture.", "A fictional event created for the demo."],
    ticket: FREE, created_at: "2026-10-05T04:00:00.000Z",
  }),
  event({
    id: 10, slug: "bangkok-design-week-2027",
    name: "เทศกาลงานออกแบบกรุงเทพฯ 2570", name_en: "Bangkok Design Week 2027",
    start: "2027-02-06", end: "2027-02-14", hours: ["11.00–22.00 น.", "11:00 am – 10:00 pm"],
    place: { venue_name: "ย่านเจริญกรุงและตลาดน้อย", venue_name_en: "Charoen Krung and Talat Noi", city: "กรุงเทพฯ", city_en: "Bangkok", province: "Bangkok" },
    category: "design-creative", tags: ["night-event", "conference"],
    summary: "เทศกาลความคิดสร้างสรรค์ประจำปีของกรุงเทพฯ นิทรรศการ เวิร์กช็อป และตลาดนักออกแบบกระจายทั่วย่านเก่าริมแม่น้ำ",
    summary_en: "Bangkok's yearly creative festival: exhibitions, workshops and designer markets spread through the old riverside districts.",
    body: ["อาคารเก่า แกลเลอรี และร้านค้าในย่านเจริญกรุงและตลาดน้อยกลายเป็นพื้นที่จัดแสดงผลงานของนักออกแบบ มีเส้นทางเดินชมและทัวร์ยามค่ำ", "เหมาะกับผู้ที่สนใจงานออกแบบเมือง งานฝีมือร่วมสมัย และธุรกิจสร้างสรรค์"],
    body_en: ["Old buildings, galleries and shops in Charoen Krung and Talat Noi become venues for designers' work, linked by walking routes and evening tours.", "Ideal for anyone interested in urban design, contemporary craft and the creative economy."],
    ticket: ["เข้าชมส่วนใหญ่ฟรี บางเวิร์กช็อปต้องลงทะเบียนล่วงหน้า", "Most programmes are free; some workshops need advance registration."],
    created_at: "2026-11-03T04:00:00.000Z",
  }),
  event({
    id: 11, slug: "winter-concerts-in-the-park-2026",
    name: "คอนเสิร์ตดนตรีในสวน ฤดูหนาว 2569–2570", name_en: "Winter Concerts in the Park 2026–27",
    start: "2026-12-06", end: "2027-02-28", hours: ["ทุกวันอาทิตย์ 17.30–19.30 น.", "Sundays, 5:30 pm – 7:30 pm"], venue: "lumpini-park",
    category: "music-concert", tags: ["family-friendly", "night-event"],
    summary: "คอนเสิร์ตดนตรีคลาสสิกและดนตรีไทยร่วมสมัยในสวนลุมพินีทุกเย็นวันอาทิตย์ตลอดฤดูหนาว",
    summary_en: "Classical and contemporary Thai music in Lumpini Park every Sunday evening through the cool season.",
    body: ["ครอบครัวและคนทำงานในเมืองนำเสื่อมาปูนั่งฟังดนตรีริมสนามหญ้า บทเพลงมีทั้งดนตรีคลาสสิก เพลงประกอบภาพยนตร์ และเพลงไทยเรียบเรียงใหม่", "งดนำเครื่องดื่มแอลกอฮอล์และอาหารที่มีกลิ่นแรงเข้าพื้นที่ ช่วยกันเก็บขยะก่อนกลับ"],
    body_en: ["Families and city workers bring mats to sit on the lawn; programmes mix classical pieces, film scores and newly arranged Thai songs.", "No alcohol or strong-smelling food, please, and take your rubbish home."],
    ticket: FREE, created_at: "2026-10-18T04:00:00.000Z",
  }),
  event({
    id: 12, slug: "centralworld-countdown-2027",
    name: "เคานต์ดาวน์ เซ็นทรัลเวิลด์ 2570", name_en: "CentralWorld Countdown 2027",
    start: "2026-12-31", end: "2027-01-01", hours: ["18.00–01.00 น.", "6:00 pm – 1:00 am"], venue: "centralworld-square",
    category: "music-concert", tags: ["night-event"],
    summary: "งานนับถอยหลังสู่ปีใหม่กลางราชประสงค์ คอนเสิร์ตศิลปินชั้นนำและพลุเที่ยงคืน",
    summary_en: "The New Year countdown at Ratchaprasong, with headline concerts and midnight fireworks.",
    body: ["ลานหน้าศูนย์การค้าเป็นจุดนับถอยหลังที่มีผู้คนหนาแน่นที่สุดแห่งหนึ่งของกรุงเทพฯ ควรเดินทางด้วยรถไฟฟ้า ซึ่งขยายเวลาให้บริการในคืนส่งท้ายปี", "มีการตรวจกระเป๋าที่ทางเข้า ห้ามนำพลุ ประทัด และของมีคมเข้าพื้นที่"],
    body_en: ["The plaza is one of Bangkok's busiest countdown spots. Travel by BTS, which runs extended hours on New Year's Eve.", "Bags are checked at the entrances; fireworks, firecrackers and sharp objects are not allowed."],
    ticket: FREE, featured: true, created_at: "2026-11-14T04:00:00.000Z",
  }),
  event({
    id: 13, slug: "hat-yai-lantern-festival-2026",
    name: "เทศกาลโคมไฟหาดใหญ่ 2569–2570", name_en: "Hat Yai Lantern Festival 2026–27",
    start: "2026-12-01", end: "2027-02-28", hours: ["17.00–23.00 น.", "5:00 pm – 11:00 pm"],
    place: { venue_name: "สวนสาธารณะเทศบาลนครหาดใหญ่", venue_name_en: "Hat Yai Municipal Park", city: "หาดใหญ่", city_en: "Hat Yai", province: "Songkhla" },
    category: "festival-tradition", tags: ["night-event", "family-friendly"],
    summary: "สวนโคมไฟหลากสีขนาดใหญ่ในหาดใหญ่ จุดหมายยามค่ำของนักท่องเที่ยวไทยและมาเลเซียช่วงหน้าหนาว",
    summary_en: "A large park of colourful lanterns in Hat Yai, an evening favourite of Thai and Malaysian visitors in the cool season.",
    body: ["โคมไฟรูปสัตว์ ตัวละครในวรรณคดี และสถานที่สำคัญจัดวางทั่วสวน มีตลาดอาหารและการแสดงทุกคืน", "เดินทางจากตัวเมืองหาดใหญ่ประมาณสิบห้านาที มีรถสองแถวให้บริการ"],
    body_en: ["Lanterns shaped like animals, literary characters and landmarks fill the park, with a food market and nightly shows.", "About fifteen minutes from central Hat Yai, with songthaew shuttles."],
    ticket: ["มีค่าบัตรเข้าชม เด็กเล็กเข้าฟรี", "Admission charged; young children enter free"], free: false,
    created_at: "2026-10-25T04:00:00.000Z",
  }),
  event({
    id: 14, slug: "pattaya-international-fireworks-festival-2026",
    name: "เทศกาลพลุนานาชาติพัทยา 2569", name_en: "Pattaya International Fireworks Festival 2026",
    start: "2026-11-27", end: "2026-11-28", hours: ["18.00–23.00 น.", "6:00 pm – 11:00 pm"],
    place: { venue_name: "ชายหาดพัทยา", venue_name_en: "Pattaya Beach", city: "พัทยา", city_en: "Pattaya", province: "Chonburi" },
    category: "festival-tradition", industry: "hospitality-tourism", tags: ["night-event", "family-friendly"],
    summary: "การแสดงพลุจากหลายประเทศเหนืออ่าวพัทยา พร้อมคอนเสิร์ตริมหาดสองคืน",
    summary_en: "Fireworks teams from several countries light up Pattaya Bay, with beach concerts on both nights.",
    body: ["ทีมพลุจากต่างประเทศผลัดกันจุดพลุประกอบดนตรีเหนือทะเล ผู้ชมจับจองพื้นที่ริมหาดได้ตั้งแต่ช่วงเย็น", "ถนนเลียบชายหาดปิดการจราจรบางช่วง แนะนำให้จอดรถในอาคารจอดรถและเดินเข้าพื้นที่งาน"],
    body_en: ["Teams from abroad take turns with fireworks set to music over the sea; find a spot on the beach from early evening.", "Parts of Beach Road close to traffic: park in a multi-storey car park and walk in."],
    ticket: FREE, created_at: "2026-09-28T04:00:00.000Z",
  }),
  event({
    id: 15, slug: "red-cross-fair-2026",
    name: "งานกาชาด ประจำปี 2569", name_en: "Red Cross Fair 2026",
    start: "2026-12-11", end: "2026-12-21", hours: ["11.00–23.00 น.", "11:00 am – 11:00 pm"], venue: "lumpini-park",
    category: "charity-fair", tags: ["family-friendly", "shopping", "night-event"],
    summary: "งานการกุศลประจำปีของสภากาชาดไทย มีร้านกาชาด สลากกาชาด ร้านอาหาร และการแสดงบนเวที",
    summary_en: "The Thai Red Cross Society's annual charity fair, with Red Cross stalls, the charity lottery, food and stage shows.",
    body: ["รายได้จากงานสมทบทุนกิจการของสภากาชาดไทย หน่วยงานราชการและเอกชนร่วมออกร้านจำหน่ายสินค้าและอาหาร", "มีหน่วยรับบริจาคโลหิตภายในงาน ผู้ร่วมบริจาคควรพักผ่อนให้เพียงพอและรับประทานอาหารก่อนบริจาค"],
    body_en: ["Proceeds go to the Thai Red Cross Society; government bodies and companies run stalls selling goods and food.", "A blood donation unit is on site: donors should be well rested and eat beforehand."],
    ticket: ["มีค่าบัตรผ่านประตู เด็กที่สูงไม่เกิน 120 เซนติเมตรเข้าฟรี", "Small gate fee; children up to 120 cm enter free"], free: false,
    created_at: "2026-10-12T04:00:00.000Z",
  }),
  event({
    id: 16, slug: "book-expo-thailand-2026",
    name: "มหกรรมหนังสือระดับชาติ 2569", name_en: "Book Expo Thailand 2026",
    start: "2026-10-08", end: "2026-10-18", hours: ["10.00–21.00 น.", "10:00 am – 9:00 pm"], venue: "qsncc",
    category: "books-culture", industry: "education", tags: ["shopping", "family-friendly", "conference"],
    summary: "งานหนังสือปลายปีที่ศูนย์การประชุมแห่งชาติสิริกิติ์ สำนักพิมพ์ทั่วประเทศลดราคาพร้อมเวทีพบนักเขียน",
    summary_en: "The autumn book fair at QSNCC, with discounts from publishers nationwide and author talks.",
    body: ["นักอ่านเลือกซื้อหนังสือใหม่และหนังสือลดราคาจากสำนักพิมพ์หลายร้อยแห่ง พร้อมกิจกรรมแจกลายเซ็นและเสวนาวรรณกรรม", "แนะนำให้นำกระเป๋าลากหรือถุงผ้ามาเอง และเดินทางด้วยรถไฟฟ้าใต้ดิน MRT"],
    body_en: ["Readers pick up new titles and bargains from hundreds of publishers, with signings and literary talks.", "Bring a trolley bag or tote, and come by MRT."],
    ticket: FREE, created_at: "2026-08-06T04:00:00.000Z",
  }),
  event({
    id: 17, slug: "chiang-mai-design-week-2026",
    name: "เทศกาลงานออกแบบเชียงใหม่ 2569", name_en: "Chiang Mai Design Week 2026",
    start: "2026-12-05", end: "2026-12-13", hours: ["10.00–21.00 น.", "10:00 am – 9:00 pm"],
    place: { venue_name: "ย่านเมืองเก่าและย่านช่างหัตถกรรม เชียงใหม่", venue_name_en: "Chiang Mai old city and craft quarters", city: "เชียงใหม่", city_en: "Chiang Mai", province: "Chiang Mai" },
    category: "design-creative", industry: "lifestyle-gifts", tags: ["conference", "shopping"],
    summary: "เทศกาลงานออกแบบและหัตถกรรมของภาคเหนือ นิทรรศการ ตลาดนักสร้างสรรค์ และเวิร์กช็อปกับช่างฝีมือ",
    summary_en: "Northern Thailand's design and craft festival: exhibitions, makers' markets and workshops with artisans.",
    body: ["ช่างฝีมือล้านนาและนักออกแบบรุ่นใหม่ร่วมกันนำเสนองานที่ผสานภูมิปัญญาท้องถิ่นกับการใช้งานร่วมสมัย", "เวิร์กช็อปงานเครื่องเขิน ผ้าทอ และเครื่องปั้นดินเผาเปิดรับสมัครล่วงหน้าทางออนไลน์"],
    body_en: ["Lanna artisans and young designers present work that brings local craft knowledge into contemporary use.", "Lacquerware, weaving and ceramics workshops take bookings online in advance."],
    ticket: ["เข้าชมฟรี เวิร์กช็อปบางรายการมีค่าวัสดุ", "Free entry; some workshops charge for materials"],
    created_at: "2026-10-08T04:00:00.000Z",
  }),
];
