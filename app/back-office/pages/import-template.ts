import { data } from "react-router";
import { bangkokToday } from "~/lib/dates";
import { isImportKind, templateHeader } from "~/back-office/editor/import-columns";
import { importTemplate } from "~/back-office/editor/import-template";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffT } from "~/back-office/texts/staff-texts.server";
import type { Route } from "./+types/import-template";

/** The import's template of a kind as a CSV file: headers in Thai and English, examples dated next year. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  if (!isImportKind(params.kind)) throw data(null, { status: 404 });
  const [th, en] = [staffT("th"), staffT("en")];
  const year = Number(bangkokToday().slice(0, 4)) + 1;
  const csv = importTemplate(params.kind, (key) => templateHeader(th(`import.columns.${key}`), en(`import.columns.${key}`)), year);
  const name = `expolink-import-${params.kind}.csv`;
  return new Response(new TextEncoder().encode(csv), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
