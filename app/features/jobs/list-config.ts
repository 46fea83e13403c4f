import { type KeywordIds, type ListConfig, type ListState, strapiListQuery } from "~/lib/list-query";

/** The stored job categories; their labels live in the texts (`jobs.categories.<value>`). */
export const JOB_CATEGORIES = ["sales", "marketing", "design", "operations", "technical", "hospitality"] as const;

export const jobListConfig: ListConfig = {
  keyword: { kinds: ["job"] },
  facets: ["job_type", "province", "category"],
  sorts: { newest: ["publishedAt:desc", "id:desc"], salary: ["salary_max:desc", "salary_min:desc", "publishedAt:desc"] },
  defaultSort: "newest",
  pageSize: 10,
};

const CARD_FIELDS = [
  "title",
  "title_en",
  "slug",
  "company_name",
  "company_name_en",
  "company_logo",
  "province",
  "job_type",
  "category",
  "salary_min",
  "salary_max",
  "valid_through",
  "publishedAt",
];

/** A job still takes applications on its valid-through day (Bangkok); no date means open until removed. */
export function isClosed(validThrough: string | null | undefined, today: string): boolean {
  return Boolean(validThrough) && (validThrough as string).slice(0, 10) < today;
}

/** The job list query: only jobs still open, with the visitor's keyword, facets and sort. */
export function jobListQuery(state: ListState, today: string, keywordIds?: KeywordIds): Record<string, unknown> {
  const baseFilters = { $or: [{ valid_through: { $null: true } }, { valid_through: { $gte: today } }] };
  const query = strapiListQuery(state, { ...jobListConfig, baseFilters }, today, keywordIds);
  return { ...query, fields: CARD_FIELDS };
}
