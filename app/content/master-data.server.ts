import type { ContentClient } from "./client";
import { EMPTY_MASTER_DATA, type MasterData } from "./master-data";
import { singleOf } from "./server";

/**
 * Filters and labels need the master data; without it a page still renders, with raw values. A list the source
 * left empty (null, as a fresh Strapi single type answers) counts as no entries, never as a list.
 */
export async function masterDataOf(client: ContentClient): Promise<MasterData> {
  const attributes: Partial<Record<keyof MasterData, unknown>> = (await singleOf<Partial<MasterData>>(client, "api/master-data-app")) ?? {};
  const lists = Object.keys(EMPTY_MASTER_DATA) as (keyof MasterData)[];
  return Object.fromEntries(lists.map((key) => [key, Array.isArray(attributes[key]) ? attributes[key] : EMPTY_MASTER_DATA[key]])) as unknown as MasterData;
}
