/** The inputs of a contact box and of an image beside its path, named `<field>.<part>`. */
export const CONTACT_PARTS = ["phone", "flag", "email", "website.name", "website.url", "facebook.name", "facebook.url"] as const;
export const IMAGE_PARTS = ["alt", "alt_en"] as const;
