import type { Shape } from "~/i18n/shape";
import type media from "./media.th";

/** The media library's texts (/admin/media), in their own file beside the back office's other texts. */
const mediaEn: Shape<typeof media> = {
  title: "Media library",
  lead: "The site's pictures, uploaded once and picked again in any form. Each upload is resized to the widths the pages show.",
  searchLabel: "Search by file name or alt text",
  search: "Search",
  clear: "Clear the search",
  empty: "No pictures in the library.",
  pageOf_one: "Page {{page}} of {{pages}} ({{count}} picture)",
  pageOf_other: "Page {{page}} of {{pages}} ({{count}} pictures)",
  size: "{{width}} × {{height}} px",
  sizeUnknown: "Size unknown",
  stored: "Also stored {{widths}} px wide",
  storedOriginal: "Original only",
  noAlt: "No alt text yet",
  open: "Details and where it is used: {{name}}",
  upload: {
    title: "Upload a picture",
    file: "Picture (JPEG, PNG, WebP or AVIF, up to 10 MB)",
    alt: "Alt text (Thai)",
    altEn: "Alt text (English)",
    altHint: "Say what the picture shows for people who cannot see it, e.g. “Machinery booths in Hall 5”.",
    submit: "Upload",
    done: "{{name}} uploaded.",
  },
  errors: {
    alert: "Not uploaded yet: please correct the fields marked below.",
    file: "Please choose a picture.",
    notImage: "That file is not a picture the site takes (JPEG, PNG, WebP or AVIF, up to 10 MB).",
    alt: "A picture shown on the website needs alt text in Thai.",
    altEn: "A picture shown on the website needs alt text in English.",
  },
  file: {
    back: "Back to the media library",
    address: "File address",
    uploaded: "Uploaded {{when}}",
    usedTitle: "Used in",
    used_one: "This picture is used in {{count}} record.",
    used_other: "This picture is used in {{count}} records.",
    unused: "No record uses this picture.",
    deleteTitle: "Delete this picture",
    deleteConfirm: "I want to delete this picture and all its sizes for good.",
    delete: "Delete picture",
    confirmMissing: "Please tick the confirmation before deleting.",
    inUse: "Not deleted: the records below use this picture. Replace it in them first.",
    deleted: "{{name}} deleted.",
  },
};

export default mediaEn;
