import { seedImage, type SeedRecord } from "../lib.ts";

/** Article topics and articles: practical guides for exhibitors, organizers and venue teams. */

type T = [id: number, slug: string, name: string, name_en: string, description: string, description_en: string];

const topicRows: T[] = [
  [1, "exhibiting-tips", "เตรียมตัวออกบูธ", "Exhibiting tips", "ขั้นตอนและเคล็ดลับสำหรับผู้แสดงสินค้า ตั้งแต่เลือกงานจนถึงติดตามลูกค้าหลังงาน", "Steps and tips for exhibitors, from choosing a show to following up leads afterwards."],
  [2, "event-marketing", "การตลาดงานแสดงสินค้า", "Event marketing", "การดึงผู้เข้าชม สื่อสารก่อนงาน และวัดผลการตลาดของงานแสดงสินค้า", "Drawing visitors, pre-show communication and measuring trade show marketing."],
  [3, "mice-insights", "ข้อมูลเชิงลึกอุตสาหกรรมไมซ์", "MICE industry insights", "แนวโน้มและข้อมูลอุตสาหกรรมการประชุม การท่องเที่ยวเพื่อเป็นรางวัล และนิทรรศการในไทย", "Trends and data on Thailand's meetings, incentives, conventions and exhibitions."],
  [4, "booth-design", "ออกแบบบูธ", "Booth design", "หลักการออกแบบบูธที่ดึงดูดผู้ชมและใช้งานได้จริง", "Principles of booth design that attracts visitors and works in practice."],
  [5, "event-technology", "เทคโนโลยีอีเวนต์", "Event technology", "เครื่องมือดิจิทัลสำหรับการลงทะเบียน เก็บข้อมูลลูกค้า และสร้างประสบการณ์ในงาน", "Digital tools for registration, lead capture and on-site experiences."],
  [6, "sustainable-events", "อีเวนต์ยั่งยืน", "Sustainable events", "แนวทางลดขยะ ลดคาร์บอน และจัดงานอย่างรับผิดชอบ", "Ways to cut waste and carbon and run events responsibly."],
];

export const articleTopics: SeedRecord[] = topicRows.map(([id, slug, name, name_en, description, description_en]) => ({
  id,
  name,
  name_en,
  slug,
  description,
  description_en,
  cover_img: seedImage("topics", slug, name, name_en),
  sort_order: id,
  created_at: `2025-01-0${id}T06:00:00.000Z`,
}));

type A = {
  id: number;
  slug: string;
  topic: number;
  title: string;
  title_en: string;
  excerpt: string;
  excerpt_en: string;
  sections: [string, string][];
  sections_en: [string, string][];
  tags: string[];
  minutes: number;
  author: string;
  created_at: string;
};

function article(a: A): SeedRecord {
  const html = (s: [string, string][]) => s.map(([h, p]) => `<h2>${h}</h2><p>${p}</p>`).join("");
  return {
    id: a.id,
    title: a.title,
    title_en: a.title_en,
    slug: a.slug,
    topic: a.topic,
    excerpt: a.excerpt,
    excerpt_en: a.excerpt_en,
    content: `<p>${a.excerpt}</p>${html(a.sections)}`,
    content_en: `<p>${a.excerpt_en}</p>${html(a.sections_en)}`,
    cover_img: seedImage("articles", a.slug, a.title, a.title_en),
    author: a.author,
    reading_minutes: a.minutes,
    tags: a.tags,
    created_at: a.created_at,
  };
}

export const articles: SeedRecord[] = [
  article({
    id: 1, slug: "choosing-the-right-trade-show", topic: 1, minutes: 6, author: "ปวีณา ทองมา", created_at: "2025-03-04T03:00:00.000Z", tags: ["b2b"],
    title: "เลือกงานแสดงสินค้าให้ตรงเป้าหมาย ก่อนเสียงบหลักแสน", title_en: "Choosing the right trade show before you commit the budget",
    excerpt: "งานที่มีผู้ชมมากที่สุดไม่ใช่งานที่ดีที่สุดเสมอไป สิ่งที่สำคัญกว่าคือผู้ชมตรงกับลูกค้าเป้าหมายของคุณหรือไม่", excerpt_en: "The biggest show is not always the best one. What matters is whether its visitors are your customers.",
    sections: [["ดูข้อมูลผู้เข้าชมย้อนหลัง", "ขอรายงานผู้เข้าชมปีก่อนจากผู้จัดงาน ดูสัดส่วนตำแหน่งงาน อุตสาหกรรม และประเทศ ถ้าผู้ตัดสินใจซื้อมีสัดส่วนน้อย งานนั้นอาจเหมาะกับการสร้างแบรนด์มากกว่าการขาย"], ["ไปเดินชมก่อนออกบูธ", "หากยังไม่แน่ใจ ให้ไปเดินชมงานหนึ่งครั้งก่อน สังเกตว่าคู่แข่งอยู่ตรงไหน บูธแบบใดมีคนแวะ และผู้ชมถามอะไร"], ["ตั้งเป้าหมายที่วัดผลได้", "กำหนดจำนวนรายชื่อลูกค้าที่มีคุณภาพ จำนวนนัดหมาย หรือยอดสั่งซื้อที่ต้องการ เพื่อประเมินความคุ้มค่าหลังจบงาน"]],
    sections_en: [["Look at past visitor data", "Ask the organizer for last year's visitor report and check job titles, industries and countries. If few visitors are decision-makers, the show may suit brand building more than sales."], ["Walk the show first", "If in doubt, visit once before exhibiting. Note where competitors stand, which stands draw people and what visitors ask."], ["Set measurable goals", "Decide how many qualified leads, meetings or orders you want, so you can judge the return afterwards."]],
  }),
  article({
    id: 2, slug: "exhibitor-timeline-six-months", topic: 1, minutes: 7, author: "กิตติพงษ์ วงศ์ไพบูลย์", created_at: "2025-04-15T03:00:00.000Z", tags: ["b2b"],
    title: "ไทม์ไลน์หกเดือนสำหรับผู้แสดงสินค้ามือใหม่", title_en: "A six-month timeline for first-time exhibitors",
    excerpt: "งานแสดงสินค้าที่ประสบความสำเร็จเริ่มต้นหลายเดือนก่อนวันเปิดงาน นี่คือลำดับงานที่ควรทำ", excerpt_en: "Successful shows start months before opening day. Here is what to do, and when.",
    sections: [["หกถึงสี่เดือนก่อนงาน", "จองพื้นที่ เลือกผู้รับเหมาบูธ และกำหนดสินค้าที่จะนำไปจัดแสดง หากต้องนำเข้าสินค้าตัวอย่างจากต่างประเทศ ให้ติดต่อบริษัทขนส่งตั้งแต่ตอนนี้"], ["สามถึงหนึ่งเดือนก่อนงาน", "อนุมัติแบบบูธ ส่งเอกสารตามคู่มือผู้แสดงสินค้า สั่งเฟอร์นิเจอร์และไฟฟ้าเพิ่มเติม และเริ่มเชิญลูกค้ามาเยี่ยมชม"], ["สัปดาห์สุดท้าย", "อบรมพนักงานประจำบูธ เตรียมเอกสารและของแจก ตรวจสอบตารางเข้าติดตั้งและบัตรผู้แสดงสินค้า"]],
    sections_en: [["Six to four months out", "Book space, choose a stand contractor and decide which products to show. If samples must be shipped from abroad, talk to a freight forwarder now."], ["Three to one month out", "Approve the stand design, file the forms in the exhibitor manual, order extra furniture and power, and start inviting customers."], ["The final week", "Brief booth staff, prepare literature and giveaways, and check build-up times and exhibitor badges."]],
  }),
  article({
    id: 3, slug: "booth-staff-briefing", topic: 1, minutes: 5, author: "Sarah Whitfield", created_at: "2025-06-10T03:00:00.000Z", tags: ["b2b"],
    title: "พนักงานประจำบูธคือหน้าร้าน บรีฟอย่างไรให้ปิดการขายได้", title_en: "Your booth staff are your shop window: brief them to close",
    excerpt: "ผู้ชมตัดสินใจภายในไม่กี่วินาทีว่าจะแวะบูธหรือไม่ ท่าทีของพนักงานมีผลมากกว่าที่คิด", excerpt_en: "Visitors decide in seconds whether to stop. Staff behaviour matters more than you think.",
    sections: [["เปิดบทสนทนาด้วยคำถาม", "แทนการถามว่า 'ช่วยอะไรไหมคะ' ให้ถามถึงงานหรือปัญหาของผู้ชม เช่น 'ตอนนี้โรงงานใช้ระบบบรรจุแบบไหนอยู่ครับ'"], ["คัดกรองก่อนนำเสนอ", "ใช้คำถามสั้น ๆ สามข้อเพื่อแยกผู้ซื้อจริงออกจากผู้ที่เดินชมทั่วไป แล้วจดข้อมูลลงระบบทันที"], ["กฎพื้นฐานในบูธ", "งดใช้โทรศัพท์และรับประทานอาหารในบูธ ยืนหันหน้าออกทางเดิน และผลัดกันพักทุกสองชั่วโมง"]],
    sections_en: [["Open with a question", "Instead of 'Can I help you?', ask about the visitor's work or problem: 'What packing system does your plant use now?'"], ["Qualify before you pitch", "Use three short questions to separate buyers from browsers, and log the answers straight away."], ["Ground rules on the stand", "No phones or eating on the stand, face the aisle, and rotate breaks every two hours."]],
  }),
  article({
    id: 4, slug: "following-up-trade-show-leads", topic: 1, minutes: 5, author: "ณัฐธิดา ศรีสุข", created_at: "2025-09-02T03:00:00.000Z", tags: ["b2b"],
    title: "ติดตามลูกค้าหลังงานภายใน 72 ชั่วโมง", title_en: "Follow up trade show leads within 72 hours",
    excerpt: "รายชื่อลูกค้าจากงานแสดงสินค้าเย็นลงเร็วมาก ยิ่งติดต่อกลับช้า โอกาสปิดการขายยิ่งลดลง", excerpt_en: "Trade show leads go cold fast; the longer you wait, the lower your chances.",
    sections: [["แบ่งกลุ่มรายชื่อทันที", "แยกรายชื่อเป็นกลุ่มร้อน อุ่น และเย็นตั้งแต่คืนแรกของงาน เพื่อให้ฝ่ายขายโทรหากลุ่มร้อนก่อน"], ["ส่งข้อความที่อ้างถึงบทสนทนา", "อีเมลติดตามควรพูดถึงสิ่งที่คุยกันในบูธ ไม่ใช่ส่งโบรชัวร์ชุดเดียวกันให้ทุกคน"], ["วัดผลเป็นรายงาน", "บันทึกว่ารายชื่อใดกลายเป็นยอดขาย เพื่อใช้ตัดสินใจว่าจะออกงานนี้อีกหรือไม่"]],
    sections_en: [["Sort leads at once", "Split leads into hot, warm and cold from the first evening so sales can call the hot ones first."], ["Refer to the conversation", "A follow-up e-mail should mention what you discussed on the stand, not send everyone the same brochure."], ["Report on results", "Track which leads turn into sales, so you can decide whether to exhibit again."]],
  }),
  article({
    id: 5, slug: "pre-show-promotion-that-works", topic: 2, minutes: 6, author: "Editorial team", created_at: "2025-03-25T03:00:00.000Z", tags: ["b2b", "new-launch"],
    title: "โปรโมตก่อนงานอย่างไรให้ลูกค้าตั้งใจมาหาที่บูธ", title_en: "Pre-show promotion that brings customers to your stand",
    excerpt: "ผู้ชมส่วนใหญ่วางแผนไว้ก่อนว่าจะเดินไปบูธไหน หน้าที่ของคุณคือทำให้บูธของคุณอยู่ในรายการนั้น", excerpt_en: "Most visitors plan which stands to visit. Your job is to get on that list.",
    sections: [["เชิญแบบเจาะจง", "ส่งคำเชิญถึงลูกค้าปัจจุบันและลูกค้าเป้าหมายพร้อมหมายเลขบูธและเหตุผลที่ควรแวะ เช่น การเปิดตัวสินค้าใหม่"], ["ใช้ช่องทางของผู้จัดงาน", "ผู้จัดงานหลายรายมีพื้นที่ประชาสัมพันธ์สินค้าใหม่ในเว็บไซต์และแอปของงาน ซึ่งมักไม่มีค่าใช้จ่าย"], ["นัดหมายล่วงหน้า", "การนัดหมายล่วงหน้าช่วยให้ได้พบผู้ตัดสินใจ แทนการรอให้ผู้ชมเดินผ่านมาเอง"]],
    sections_en: [["Invite with purpose", "Send current and target customers an invitation with your stand number and a reason to visit, such as a product launch."], ["Use the organizer's channels", "Many organizers list new products on the show website and app, often at no cost."], ["Book meetings ahead", "Pre-booked meetings put you in front of decision-makers instead of waiting for passers-by."]],
  }),
  article({
    id: 6, slug: "social-media-at-trade-shows", topic: 2, minutes: 4, author: "ปวีณา ทองมา", created_at: "2025-07-21T03:00:00.000Z", tags: ["new-launch"],
    title: "ใช้โซเชียลมีเดียระหว่างงานแสดงสินค้าให้ได้ผล", title_en: "Making social media work during a trade show",
    excerpt: "โพสต์สดจากบูธช่วยให้ลูกค้าที่ไม่ได้มางานรู้ว่าคุณมีอะไรใหม่ และดึงผู้ชมที่อยู่ในงานให้แวะมา", excerpt_en: "Live posts from the stand tell absent customers what is new and pull in visitors already at the show.",
    sections: [["วางแผนคอนเทนต์ล่วงหน้า", "เตรียมตารางโพสต์สำหรับแต่ละวัน เช่น วันแรกเปิดตัวสินค้า วันที่สองสาธิต วันสุดท้ายสรุปไฮไลต์"], ["ใช้แฮชแท็กของงาน", "ติดตามแฮชแท็กทางการของงานและตอบกลับผู้ที่พูดถึงหัวข้อที่เกี่ยวข้องกับสินค้าของคุณ"]],
    sections_en: [["Plan content ahead", "Schedule posts for each day: launch on day one, demos on day two, highlights on the last day."], ["Use the show hashtag", "Follow the official hashtag and reply to people talking about topics related to your products."]],
  }),
  article({
    id: 7, slug: "measuring-trade-show-roi", topic: 2, minutes: 6, author: "ธนวัฒน์ แก้วประเสริฐ", created_at: "2025-10-14T03:00:00.000Z", tags: ["b2b"],
    title: "วัดความคุ้มค่าของการออกงานแสดงสินค้า", title_en: "Measuring the return on a trade show",
    excerpt: "ค่าใช้จ่ายในการออกงานไม่ได้มีแค่ค่าพื้นที่ ต้องรวมค่าบูธ ค่าเดินทาง และเวลาของทีมงานด้วย", excerpt_en: "The cost of exhibiting is more than floor space: add the stand, travel and your team's time.",
    sections: [["รวมต้นทุนทั้งหมด", "ค่าพื้นที่มักเป็นเพียงหนึ่งในสามของต้นทุนรวม ส่วนที่เหลือคือการก่อสร้างบูธ การขนส่ง ที่พัก และค่าแรงพนักงาน"], ["ดูผลระยะยาว", "ในธุรกิจระหว่างบริษัท ยอดขายจากงานอาจเกิดขึ้นหลายเดือนหลังงาน ควรติดตามผลอย่างน้อยหนึ่งปี"]],
    sections_en: [["Count every cost", "Space is often only a third of the total; the rest is stand building, freight, accommodation and staff time."], ["Take the long view", "In B2B, sales from a show may close months later, so track results for at least a year."]],
  }),
  article({
    id: 8, slug: "thailand-mice-regions", topic: 3, minutes: 7, author: "Editorial team", created_at: "2025-05-19T03:00:00.000Z", tags: ["conference"],
    title: "เมืองไมซ์ของไทย: เลือกจัดงานที่ไหนให้เหมาะ", title_en: "Thailand's MICE cities: where to hold your event",
    excerpt: "นอกจากกรุงเทพฯ แล้ว เชียงใหม่ ขอนแก่น พัทยา ภูเก็ต และหาดใหญ่ ต่างมีจุดเด่นสำหรับงานประชุมและงานแสดงสินค้า", excerpt_en: "Beyond Bangkok, Chiang Mai, Khon Kaen, Pattaya, Phuket and Hat Yai each have strengths for meetings and shows.",
    sections: [["กรุงเทพฯ และปริมณฑล", "มีศูนย์แสดงสินค้าขนาดใหญ่และเที่ยวบินตรงจากทั่วโลก เหมาะกับงานระดับนานาชาติที่ต้องการพื้นที่มาก"], ["เมืองภูมิภาค", "เชียงใหม่เหมาะกับงานประชุมที่ต้องการบรรยากาศ ขอนแก่นเป็นศูนย์กลางของภาคอีสาน พัทยาอยู่ใกล้พื้นที่อุตสาหกรรมภาคตะวันออก ส่วนหาดใหญ่เชื่อมกับตลาดมาเลเซีย"]],
    sections_en: [["Bangkok and surroundings", "Large exhibition centres and direct flights from around the world make it the choice for big international shows."], ["Regional cities", "Chiang Mai suits meetings that want atmosphere, Khon Kaen is the hub of the Northeast, Pattaya is close to eastern industry and Hat Yai links to Malaysia."]],
  }),
  article({
    id: 9, slug: "incentive-travel-trends", topic: 3, minutes: 5, author: "Sarah Whitfield", created_at: "2025-08-12T03:00:00.000Z", tags: ["conference"],
    title: "แนวโน้มการท่องเที่ยวเพื่อเป็นรางวัลของบริษัท", title_en: "Trends in corporate incentive travel",
    excerpt: "บริษัทต่างชาติเลือกไทยเป็นจุดหมายของทริปรางวัลพนักงาน ด้วยอาหาร วัฒนธรรม และความคุ้มค่า", excerpt_en: "Foreign companies pick Thailand for staff incentive trips thanks to its food, culture and value.",
    sections: [["ประสบการณ์ท้องถิ่น", "กิจกรรมที่ได้รับความนิยมคือการเรียนทำอาหารไทย การทำงานฝีมือกับชุมชน และกิจกรรมเพื่อสังคม"], ["กลุ่มเล็กลงแต่บ่อยขึ้น", "หลายบริษัทแบ่งทริปเป็นกลุ่มย่อยหลายรอบต่อปี แทนการพาพนักงานทั้งหมดไปพร้อมกัน"]],
    sections_en: [["Local experiences", "Popular activities include Thai cooking classes, crafts with local communities and volunteering."], ["Smaller groups, more often", "Many companies now run several smaller trips a year instead of one big one."]],
  }),
  article({
    id: 10, slug: "working-with-exhibition-venues", topic: 3, minutes: 6, author: "กิตติพงษ์ วงศ์ไพบูลย์", created_at: "2026-01-13T03:00:00.000Z", tags: ["conference"],
    title: "ทำงานร่วมกับศูนย์แสดงสินค้าให้ราบรื่น", title_en: "Working smoothly with an exhibition venue",
    excerpt: "ผู้จัดงานที่เข้าใจข้อกำหนดของศูนย์แสดงสินค้าตั้งแต่ต้น จะลดปัญหาในวันติดตั้งได้มาก", excerpt_en: "Organizers who learn a venue's rules early avoid most build-up day problems.",
    sections: [["อ่านคู่มือสถานที่", "ตรวจสอบน้ำหนักพื้นที่รับได้ ความสูงเพดาน จุดแขวน และข้อกำหนดด้านอัคคีภัย ก่อนออกแบบผังงาน"], ["ประชุมร่วมก่อนงาน", "นัดประชุมระหว่างผู้จัด ศูนย์แสดงสินค้า และผู้รับเหมาหลัก เพื่อตกลงตารางเข้าพื้นที่และเส้นทางขนของ"]],
    sections_en: [["Read the venue manual", "Check floor loads, ceiling heights, rigging points and fire rules before drawing the floor plan."], ["Hold a joint meeting", "Bring the organizer, venue and main contractors together to agree access times and delivery routes."]],
  }),
  article({
    id: 11, slug: "open-booth-layouts", topic: 4, minutes: 5, author: "ธนวัฒน์ แก้วประเสริฐ", created_at: "2025-04-29T03:00:00.000Z", tags: ["new-launch"],
    title: "บูธแบบเปิดโล่ง ชวนคนเดินเข้ามากกว่า", title_en: "Open booth layouts invite more people in",
    excerpt: "โต๊ะขวางหน้าบูธเป็นเหมือนกำแพง ผังที่เปิดโล่งช่วยให้ผู้ชมรู้สึกว่าเดินเข้ามาได้", excerpt_en: "A table across the front is a wall. An open layout tells visitors they are welcome.",
    sections: [["ย้ายเคาน์เตอร์ไปด้านข้าง", "วางเคาน์เตอร์หรือโต๊ะประชุมไว้ด้านข้างหรือด้านหลัง ให้ด้านหน้าเป็นพื้นที่สาธิตสินค้า"], ["ใช้ความสูงให้เห็นจากไกล", "ป้ายชื่อแบรนด์ที่แขวนสูงหรือผนังด้านหลังที่สูงช่วยให้ผู้ชมหาบูธเจอจากอีกฝั่งของฮอลล์"]],
    sections_en: [["Move counters to the side", "Put counters and meeting tables at the side or back, leaving the front for product demos."], ["Use height to be seen", "A hanging sign or tall back wall helps visitors find you from across the hall."]],
  }),
  article({
    id: 12, slug: "lighting-your-booth", topic: 4, minutes: 4, author: "ปวีณา ทองมา", created_at: "2025-11-04T03:00:00.000Z", tags: ["new-launch"],
    title: "แสงไฟในบูธ รายละเอียดเล็กที่สร้างความแตกต่าง", title_en: "Booth lighting: the small detail that makes a difference",
    excerpt: "ไฟในฮอลล์แสดงสินค้ามักสว่างไม่พอสำหรับสินค้าของคุณ การวางแสงที่ดีช่วยให้สินค้าดูมีคุณภาพ", excerpt_en: "Hall lighting is rarely enough for your products; good lighting makes them look their best.",
    sections: [["เลือกอุณหภูมิสีให้เหมาะกับสินค้า", "อาหารและเฟอร์นิเจอร์ไม้ดูดีภายใต้แสงโทนอุ่น ส่วนเครื่องจักรและอุปกรณ์การแพทย์เหมาะกับแสงโทนกลาง"], ["ระวังแสงจ้าเข้าตา", "หันไฟส่องไปที่สินค้า ไม่ใช่ทางเดิน และเลือกโคมที่มีตัวกันแสงจ้า"]],
    sections_en: [["Match colour temperature to products", "Food and wooden furniture look best under warm light; machinery and medical devices suit neutral light."], ["Avoid glare", "Aim spots at products, not the aisle, and choose fittings with glare shields."]],
  }),
  article({
    id: 13, slug: "shell-scheme-upgrade-ideas", topic: 4, minutes: 4, author: "Editorial team", created_at: "2026-02-17T03:00:00.000Z", tags: ["b2b"],
    title: "แต่งบูธมาตรฐานขนาด 9 ตารางเมตรให้ดูโดดเด่น", title_en: "Making a 9 sqm shell-scheme booth stand out",
    excerpt: "บูธมาตรฐานมีพื้นที่จำกัด แต่ก็ทำให้น่าสนใจได้ด้วยกราฟิก แสงไฟ และการจัดวางที่ดี", excerpt_en: "Shell-scheme space is tight, but graphics, lighting and layout can make it stand out.",
    sections: [["กราฟิกเต็มผนัง", "ใช้ผ้าพิมพ์ลายหรือสติกเกอร์เต็มผนังด้านหลัง เขียนข้อความสั้นที่บอกว่าคุณช่วยแก้ปัญหาอะไรให้ลูกค้า"], ["สินค้าน้อยชิ้นแต่ชัดเจน", "เลือกสินค้าเด่นสามถึงห้าชิ้นและวางที่ระดับสายตา ดีกว่าวางทุกอย่างจนดูรก"]],
    sections_en: [["Full-wall graphics", "Use printed fabric or a full-wall sticker on the back wall with a short line saying what problem you solve."], ["Fewer products, shown clearly", "Pick three to five hero products at eye level rather than crowding in everything."]],
  }),
  article({
    id: 14, slug: "qr-lead-capture", topic: 5, minutes: 5, author: "กิตติพงษ์ วงศ์ไพบูลย์", created_at: "2025-06-24T03:00:00.000Z", tags: ["b2b"],
    title: "เก็บรายชื่อลูกค้าด้วยคิวอาร์โค้ดแทนนามบัตร", title_en: "Capturing leads with QR codes instead of business cards",
    excerpt: "การสแกนคิวอาร์บนบัตรผู้เข้าชมช่วยให้ได้ข้อมูลที่ถูกต้อง และส่งต่อให้ฝ่ายขายได้ทันที", excerpt_en: "Scanning the QR code on visitor badges gives accurate data that sales can use immediately.",
    sections: [["เพิ่มบันทึกทุกครั้ง", "ระบบที่ดีให้พนักงานเพิ่มหมายเหตุหรือคะแนนความสนใจได้ทันทีหลังสแกน"], ["ขอความยินยอมให้ถูกต้อง", "แจ้งผู้ชมว่าจะใช้ข้อมูลเพื่ออะไร และแยกความยินยอมด้านการตลาดออกจากการติดต่อกลับทั่วไป"]],
    sections_en: [["Add a note every time", "A good system lets staff add a note or interest score right after the scan."], ["Get consent right", "Tell visitors how the data will be used, and separate marketing consent from ordinary follow-up."]],
  }),
  article({
    id: 15, slug: "hybrid-events-lessons", topic: 5, minutes: 6, author: "Sarah Whitfield", created_at: "2025-12-09T03:00:00.000Z", tags: ["conference"],
    title: "บทเรียนจากการจัดงานแบบผสมออนไลน์และออฟไลน์", title_en: "Lessons from running hybrid events",
    excerpt: "งานแบบผสมไม่ใช่แค่ตั้งกล้องถ่ายทอดสด ผู้ชมออนไลน์ต้องการประสบการณ์ที่ออกแบบมาสำหรับพวกเขา", excerpt_en: "Hybrid means more than a camera on a tripod; online viewers need an experience designed for them.",
    sections: [["มีพิธีกรสำหรับผู้ชมออนไลน์", "พิธีกรอีกคนช่วยอ่านคำถามจากแชตและพูดคุยกับผู้ชมออนไลน์ระหว่างช่วงพัก"], ["ตัดเนื้อหาให้สั้นลง", "ผู้ชมออนไลน์มีสมาธิสั้นกว่าในห้องประชุม ควรแบ่งเนื้อหาเป็นช่วงละไม่เกินยี่สิบนาที"]],
    sections_en: [["Give online viewers a host", "A second host reads chat questions and talks to online viewers during breaks."], ["Keep segments short", "Online attention is shorter than in the room; keep segments to twenty minutes or less."]],
  }),
  article({
    id: 16, slug: "event-apps-worth-it", topic: 5, minutes: 4, author: "ณัฐธิดา ศรีสุข", created_at: "2026-04-21T03:00:00.000Z", tags: ["conference"],
    title: "แอปพลิเคชันงานแสดงสินค้าคุ้มค่าหรือไม่", title_en: "Are event apps worth it?",
    excerpt: "แอปที่ดีช่วยผู้ชมวางแผนเส้นทางและนัดหมาย แต่ถ้าไม่มีใครดาวน์โหลด ก็ไม่มีประโยชน์", excerpt_en: "A good app helps visitors plan and book meetings, but it is useless if nobody downloads it.",
    sections: [["ให้เหตุผลที่ต้องดาวน์โหลด", "ใช้แอปเป็นช่องทางรับบัตรเข้างานหรือจองสัมมนา ผู้ชมจะติดตั้งเพราะจำเป็นต้องใช้"], ["เว็บแอปเป็นทางเลือก", "สำหรับงานขนาดกลาง เว็บไซต์ที่ใช้งานบนมือถือได้ดีอาจเพียงพอและประหยัดกว่า"]],
    sections_en: [["Give people a reason to install", "Make the app the way to get a badge or book seminars, and visitors will install it because they need it."], ["Consider a web app", "For mid-sized shows, a good mobile website may be enough and costs less."]],
  }),
  article({
    id: 17, slug: "reusable-booth-materials", topic: 6, minutes: 5, author: "ธนวัฒน์ แก้วประเสริฐ", created_at: "2025-07-08T03:00:00.000Z", tags: ["sustainability"],
    title: "บูธจากวัสดุใช้ซ้ำได้ ลดขยะและลดต้นทุนระยะยาว", title_en: "Reusable booth materials cut waste and long-run costs",
    excerpt: "บูธไม้อัดที่ใช้ครั้งเดียวกลายเป็นขยะหลายตันต่องาน วัสดุที่ถอดประกอบได้ช่วยแก้ปัญหานี้", excerpt_en: "Single-use plywood stands create tonnes of waste per show; demountable materials solve that.",
    sections: [["โครงอะลูมิเนียมและผ้าพิมพ์", "โครงอะลูมิเนียมใช้ได้หลายสิบงาน ผ้าพิมพ์ลายซักและเก็บได้ง่ายกว่าแผ่นป้ายแข็ง"], ["คิดต้นทุนตลอดอายุการใช้งาน", "แม้ต้นทุนครั้งแรกสูงกว่า แต่เมื่อออกงานหลายครั้งต่อปี บูธใช้ซ้ำได้มักคุ้มกว่า"]],
    sections_en: [["Aluminium frames and fabric", "Aluminium frames last for dozens of shows, and printed fabric is easier to wash and store than rigid panels."], ["Think whole-life cost", "Reusable stands cost more at first but usually win for companies exhibiting several times a year."]],
  }),
  article({
    id: 18, slug: "reducing-event-food-waste", topic: 6, minutes: 4, author: "ปวีณา ทองมา", created_at: "2025-10-28T03:00:00.000Z", tags: ["sustainability"],
    title: "ลดขยะอาหารในงานประชุมและงานเลี้ยง", title_en: "Reducing food waste at meetings and banquets",
    excerpt: "อาหารเหลือจากงานเลี้ยงเป็นขยะจำนวนมาก การวางแผนจำนวนและรูปแบบการเสิร์ฟช่วยลดได้", excerpt_en: "Banquet leftovers are a major source of waste; planning quantities and service style helps.",
    sections: [["ยืนยันจำนวนผู้เข้าร่วมให้ใกล้เคียง", "ขอให้ผู้ลงทะเบียนยืนยันการเข้าร่วมก่อนงานสามวัน และสั่งอาหารตามตัวเลขจริง"], ["บริจาคอาหารที่เหลือ", "ประสานกับองค์กรที่รับอาหารส่วนเกินเพื่อส่งต่อให้ชุมชน โดยต้องคำนึงถึงความปลอดภัยของอาหาร"]],
    sections_en: [["Confirm numbers closely", "Ask registrants to confirm three days out and order food for real numbers."], ["Donate surplus", "Work with food-rescue organisations to pass on surplus to communities, with food safety in mind."]],
  }),
  article({
    id: 19, slug: "carbon-footprint-of-events", topic: 6, minutes: 6, author: "Editorial team", created_at: "2026-03-10T03:00:00.000Z", tags: ["sustainability"],
    title: "คำนวณคาร์บอนฟุตพรินต์ของงานแสดงสินค้า", title_en: "Calculating the carbon footprint of a trade show",
    excerpt: "การเดินทางของผู้เข้าชมมักเป็นแหล่งปล่อยคาร์บอนใหญ่ที่สุดของงาน รองลงมาคือพลังงานและวัสดุบูธ", excerpt_en: "Visitor travel is usually a show's biggest emission source, followed by energy and stand materials.",
    sections: [["เริ่มจากข้อมูลที่มี", "ใช้ข้อมูลการลงทะเบียนประมาณระยะทางเดินทาง และขอข้อมูลการใช้ไฟฟ้าจากศูนย์แสดงสินค้า"], ["ลดก่อนชดเชย", "เลือกสถานที่ที่เดินทางด้วยระบบขนส่งสาธารณะได้ และลดวัสดุใช้ครั้งเดียวก่อนพิจารณาซื้อคาร์บอนเครดิต"]],
    sections_en: [["Start with the data you have", "Estimate travel distances from registration data and ask the venue for electricity use."], ["Reduce before you offset", "Pick venues reachable by public transport and cut single-use materials before buying carbon credits."]],
  }),
  article({
    id: 20, slug: "accessible-events-checklist", topic: 6, minutes: 5, author: "Sarah Whitfield", created_at: "2026-06-16T03:00:00.000Z", tags: ["family-friendly"],
    title: "เช็กลิสต์จัดงานให้ทุกคนเข้าถึงได้", title_en: "A checklist for accessible events",
    excerpt: "งานที่ดีต้องรองรับผู้ใช้รถเข็น ผู้สูงอายุ และผู้มีความบกพร่องทางการมองเห็นหรือการได้ยิน", excerpt_en: "A good event works for wheelchair users, older visitors and people with visual or hearing impairments.",
    sections: [["ทางเดินและทางลาด", "ทางเดินระหว่างบูธควรกว้างพอให้รถเข็นสวนกันได้ และบูธที่ยกพื้นควรมีทางลาด"], ["ข้อมูลที่เข้าถึงได้", "เว็บไซต์ของงานควรอ่านได้ด้วยโปรแกรมอ่านหน้าจอ และเวทีหลักควรมีคำบรรยายหรือล่ามภาษามือ"]],
    sections_en: [["Aisles and ramps", "Aisles should let two wheelchairs pass, and raised stands need a ramp."], ["Accessible information", "The show website should work with screen readers, and the main stage should offer captions or sign language."]],
  }),
];
