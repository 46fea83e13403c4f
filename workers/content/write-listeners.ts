import type { Row } from "./repository";

/**
 * Told after the content service stored a write: the site search index (app/portal-store/search-index.server.ts) keeps
 * itself current this way. The index lives above the service, so the Worker entry (workers/app.ts) hands it in.
 */
export interface WriteListener {
  /** A row was created or updated; `row` is null when the write left nothing to show (a draft). */
  written(db: D1Database, plural: string, row: Row | null): Promise<void>;
  /** A row was deleted. */
  deleted(db: D1Database, plural: string, id: number): Promise<void>;
}

const listeners = new Set<WriteListener>();

export function listenToWrites(listener: WriteListener): void {
  listeners.add(listener);
}

export async function tellWritten(db: D1Database, plural: string, row: Row | null): Promise<void> {
  for (const listener of listeners) await listener.written(db, plural, row);
}

export async function tellDeleted(db: D1Database, plural: string, id: number): Promise<void> {
  for (const listener of listeners) await listener.deleted(db, plural, id);
}
