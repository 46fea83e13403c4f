import type { ImageValue, StrapiRelation } from "./types";

/** Attribute shapes of the collections the public pages read (see app/content/model.ts for the full model). */

export interface SeedImageValue {
  path: string;
  width?: number;
  height?: number;
  alt?: string;
  alt_en?: string;
  caption?: string;
  caption_en?: string;
}

export interface Contactor {
  phone?: string;
  flag?: string;
  email?: string;
  website?: { name?: string; url?: string };
  facebook?: { name?: string; url?: string };
}

export interface CompanyAttributes {
  name?: string;
  name_en?: string;
  company_name?: string;
  company_name_en?: string;
  slug: string;
  address?: string | null;
  address_en?: string | null;
  province?: string | null;
  country?: string | null;
  sector?: string | null;
  summary?: string | null;
  summary_en?: string | null;
  note?: string | null;
  note_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  gallery?: SeedImageValue[] | null;
  contactor?: Contactor | null;
  latitude?: number | null;
  longitude?: number | null;
  featured?: boolean;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
}

export interface VenueAttributes extends CompanyAttributes {
  venue_type?: string | null;
  halls?: number | null;
  total_area_sqm?: number | null;
  max_capacity?: number | null;
  facilities?: string[] | null;
}

export interface OrganizerAttributes extends CompanyAttributes {
  founded_year?: number | null;
  services?: string[] | null;
}

export interface EventAttributes {
  name: string;
  name_en?: string | null;
  slug: string;
  start_date: string;
  end_date: string;
  opening_hours?: string | null;
  opening_hours_en?: string | null;
  venue?: StrapiRelation<VenueAttributes>;
  venue_name?: string | null;
  venue_name_en?: string | null;
  city?: string | null;
  city_en?: string | null;
  province?: string | null;
  country?: string | null;
  organizer?: StrapiRelation<OrganizerAttributes>;
  industry?: string | null;
  tags?: string[] | null;
  summary?: string | null;
  summary_en?: string | null;
  description?: string | null;
  description_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  gallery?: SeedImageValue[] | null;
  website?: string | null;
  ticket_info?: string | null;
  ticket_info_en?: string | null;
  event_status?: string | null;
  attendance_mode?: string | null;
  featured?: boolean;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
}

export interface TradeShowAttributes extends EventAttributes {
  scope: "thai" | "international";
  booth_info?: string | null;
  booth_info_en?: string | null;
  booth_price_from?: number | null;
  booth_currency?: string | null;
  reservation_open?: boolean;
  reservation_deadline?: string | null;
  expected_visitors?: number | null;
  exhibitors_count?: number | null;
}

export interface ThaiEventAttributes extends EventAttributes {
  category?: string | null;
  free_entry?: boolean;
}

export interface NewsAttributes {
  title: string;
  title_en?: string | null;
  slug: string;
  excerpt?: string | null;
  excerpt_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  place?: string | null;
  connect_menu?: { menu?: number[] } | null;
  author?: string | null;
  source_url?: string | null;
  createdAt: string;
  updatedAt?: string;
  publishedAt: string;
}

export interface NewsListAttributes {
  menu_id: number;
  title: string;
  title_en?: string | null;
  slug: string;
  sort_order?: number | null;
}

export interface ArticleTopicAttributes {
  name: string;
  name_en?: string | null;
  slug: string;
  description?: string | null;
  description_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  sort_order?: number | null;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
}

export interface ArticleAttributes {
  title: string;
  title_en?: string | null;
  slug: string;
  topic?: StrapiRelation<ArticleTopicAttributes>;
  excerpt?: string | null;
  excerpt_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  author?: string | null;
  reading_minutes?: number | null;
  tags?: string[] | null;
  createdAt: string;
  publishedAt: string;
  updatedAt?: string;
}

export interface PhotoGalleryAttributes {
  title: string;
  title_en?: string | null;
  slug: string;
  description?: string | null;
  description_en?: string | null;
  event_date?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  images: SeedImageValue[] | null;
  trade_show?: StrapiRelation<TradeShowAttributes>;
  venue?: StrapiRelation<VenueAttributes>;
  createdAt: string;
  publishedAt: string;
  updatedAt?: string;
}

export interface JobAttributes {
  title: string;
  title_en?: string | null;
  slug: string;
  company_name: string;
  company_name_en?: string | null;
  company_logo?: ImageValue | SeedImageValue;
  province?: string | null;
  job_type: "full-time" | "part-time" | "contract" | "internship" | "freelance";
  category?: string | null;
  salary_min?: number | null;
  salary_max?: number | null;
  description?: string | null;
  description_en?: string | null;
  requirements?: string | null;
  requirements_en?: string | null;
  apply_email?: string | null;
  apply_url?: string | null;
  valid_through?: string | null;
  createdAt: string;
  publishedAt: string;
  updatedAt?: string;
}

export interface BannerAttributes {
  title: string;
  title_en?: string | null;
  subtitle?: string | null;
  subtitle_en?: string | null;
  image: ImageValue | SeedImageValue;
  link?: string | null;
  cta_label?: string | null;
  cta_label_en?: string | null;
  sort_order?: number;
  active?: boolean;
}

export interface PopupAttributes {
  title: string;
  title_en?: string | null;
  body?: string | null;
  body_en?: string | null;
  image?: ImageValue | SeedImageValue;
  link?: string | null;
  cta_label?: string | null;
  cta_label_en?: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  active?: boolean;
}

export interface OurClientAttributes {
  name: string;
  name_en?: string | null;
  logo: ImageValue | SeedImageValue;
  website?: string | null;
  sort_order?: number;
}
