export interface ImageGalleryInput {
  name: string;
  description?: string;
  url: string;
  datePublished?: string;
  images: readonly { url: string; caption?: string; width?: number; height?: number }[];
  inLanguage: string;
}

/** schema.org ImageGallery with its photos as ImageObjects (absolute URLs). */
export function imageGalleryJsonLd(input: ImageGalleryInput) {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: input.name,
    description: input.description || undefined,
    url: input.url,
    datePublished: input.datePublished,
    inLanguage: input.inLanguage,
    associatedMedia: input.images.map((image) => ({
      "@type": "ImageObject",
      contentUrl: image.url,
      caption: image.caption || undefined,
      width: image.width,
      height: image.height,
    })),
  };
}
