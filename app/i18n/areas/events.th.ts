/** Thai texts of the events pages. The English file beside it has the same shape. */
const events = {};

export default events;
