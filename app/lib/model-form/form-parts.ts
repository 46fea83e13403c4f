/** The inputs of a contact box and of an image beside its path, named `<field>.<part>`. */
export const CONTACT_PARTS = ["phone", "flag", "email", "website.name", "website.url", "facebook.name", "facebook.url"] as const;
export const IMAGE_PARTS = ["alt", "alt_en"] as const;

/** The text key's last part that labels each part of a contact box, in either side's texts. */
export const CONTACT_PART_LABELS = {
  phone: "phone",
  flag: "flag",
  email: "email",
  "website.name": "websiteName",
  "website.url": "websiteUrl",
  "facebook.name": "facebookName",
  "facebook.url": "facebookUrl",
} as const satisfies Record<(typeof CONTACT_PARTS)[number], string>;

/** The longest a contact box's part or an image's alt text may be (the JSON holding them has no column limit of its own). */
export const PART_MAX_LENGTH = 300;
