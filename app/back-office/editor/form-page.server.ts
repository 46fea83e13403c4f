import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { CollectionDef } from "~/model/model";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import type { StaffMember } from "../staff/accounts.server";
import { contentFormFields, managedCollection, modelDefaults } from "./collections";
import { loadRecord, masterChoices, relationChoices } from "./content.server";
import { localeFromPath } from "~/lib/locale";
import { detailPathOf } from "~/lib/detail-paths";
import { defaultValues, recordToValues } from "~/lib/model-form/form-values";
import { holdLease } from "./lease.server";

type Context = Readonly<RouterContextProvider>;

/** What the new-record page needs: the generated form with the model's defaults and the pickers' choices. */
export async function newRecordPage(request: Request, context: Context, collection: CollectionDef) {
  const fields = contentFormFields(collection);
  const values = defaultValues(fields, modelDefaults(collection));
  const [choices, masters] = await Promise.all([
    relationChoices(request, context, fields, values, managedCollection),
    masterChoices(request, context, fields, values, localeFromPath(new URL(request.url).pathname)),
  ]);
  return { plural: collection.plural, fields, values, choices, masters };
}

/** What a record's page needs: the form filled from the record, its version, and who else has it open. */
export async function editRecordPage(request: Request, context: Context, staff: StaffMember, collection: CollectionDef, id: number) {
  const record = await loadRecord(request, context, collection, id);
  if (!record) throw data(null, { status: 404 });
  const { env } = context.get(appContext);
  const fields = contentFormFields(collection);
  const values = recordToValues(fields, record.attributes);
  const [choices, masters, mark, heldBy] = await Promise.all([
    relationChoices(request, context, fields, values, managedCollection),
    masterChoices(request, context, fields, values, localeFromPath(new URL(request.url).pathname)),
    backOfficeStore(env).staffAudit.mark(collection.plural, id),
    holdLease(env.SESSIONS, staff, collection.plural, id),
  ]);
  const a = record.attributes;
  return {
    plural: collection.plural,
    id,
    fields,
    values,
    choices,
    masters,
    address: detailPathOf(collection.plural, { id, slug: a.slug, scope: a.scope }),
    updatedAt: String(a.updatedAt ?? ""),
    publishedAt: typeof a.publishedAt === "string" ? a.publishedAt : null,
    auditMark: mark,
    heldBy,
  };
}
