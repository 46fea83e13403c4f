import type { Shape } from "../shape";
import type th from "./events.th";

const events: Shape<typeof th> = {
  about: "About the event",
  related: "More events like this",
  priceFrom: "Booths from",
  bookBy: "Book by",
  sortDeadline: "Booking closes soonest",
  sortPrice: "Lowest booth price",
};

export default events;
