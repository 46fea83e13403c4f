import type { Shape } from "../shape";
import type th from "./media.th";

const media: Shape<typeof th> = {
  menu: "Section",
  sortOldest: "Oldest first",
  sortTitle: "Title A–Z",
  by: "By {{author}}",
  thaiOnly: "This article is available in Thai only.",
  partlyThai: "Parts of this article are available in Thai only.",
  source: "Read the original story",
  place: "Venue",
  allNews: "All news",
  relatedNews: "Related news",
  readingTime: "{{count}} min read",
  browseTopics: "Browse by topic",
  moreInTopic: "More in",
  allInTopic: "All articles in {{topic}}",
  noArticles: "There are no other articles in this topic yet.",
  photoCount_one: "{{count}} photo",
  photoCount_other: "{{count}} photos",
  galleryFacts: "About this gallery",
  eventDate: "Taken on",
  tradeShow: "Trade show",
  photos: "Photos",
  allPhotos: "All photos",
  moreGalleries: "More galleries",
};

export default media;
