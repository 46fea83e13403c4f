import type { ContentClient } from "./client";
import { EMPTY_MASTER_DATA, type MasterData } from "./master-data";
import { singleOf } from "./server";

/**
 * Filters and labels need the master data; without it a page still renders, with raw values. A list the source
 * left empty (null, as a fresh Strapi single type answers) counts as no entries, never as a list.
 */
export async function masterDataOf(client: ContentClient): Promise<MasterData> {
  const attributes: Partial<Record<keyof MasterData, unknown>> = (await singleOf<Partial<MasterData>>(client, "api/master-data-app")) ?? {};
  const listOr = <K extends keyof MasterData>(key: K): MasterData[K] => (Array.isArray(attributes[key]) ? (attributes[key] as MasterData[K]) : EMPTY_MASTER_DATA[key]);
  return {
    provinces: listOr("provinces"),
    countries: listOr("countries"),
    sectors: listOr("sectors"),
    job_types: listOr("job_types"),
    menus: listOr("menus"),
    event_categories: listOr("event_categories"),
  };
}
