import type { ContentClient } from "./client";
import { EMPTY_MASTER_DATA, type MasterData } from "./master-data";
import { singleOf } from "./server";

/** Filters and labels need the master data; without it a page still renders, with raw values. */
export async function masterDataOf(client: ContentClient): Promise<MasterData> {
  const attributes = await singleOf<Partial<MasterData>>(client, "api/master-data-app");
  return { ...EMPTY_MASTER_DATA, ...(attributes ?? {}) };
}
