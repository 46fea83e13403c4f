import { Form } from "react-router";
import { FieldFrame } from "~/components/forms/form-ui";
import type { StaffTextKey } from "../texts/staff-texts";
import { useStaffT } from "../texts/use-staff-texts";
import { StaffSubmit } from "./staff-ui";

/** A decision the queue refused: a decline without a reason (what was typed, the error), or an approval the service refused. */
export interface RefusedDecline {
  id: number;
  values: { reason: string };
  errors: { reason?: StaffTextKey };
  refusedBy?: string;
}

/**
 * A queue item's two answers: approve at once, or decline with a reason the member is mailed. Plain form posts
 * (`intent` approve or decline, the item's `id`), so they work before the page's scripts run.
 */
export function DecisionForms({
  id,
  form,
  labels,
  reasonMax,
  refused,
}: {
  id: number;
  form: string;
  labels: { approve: StaffTextKey; reason: StaffTextKey; decline: StaffTextKey };
  reasonMax: number;
  refused: RefusedDecline | null;
}) {
  const t = useStaffT();
  const error = refused?.errors.reason;
  return (
    <div className="queue-item__actions">
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value="approve" />
        <StaffSubmit label={t(labels.approve)} />
      </Form>
      <Form method="post" className="queue-item__decline" noValidate>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value="decline" />
        <FieldFrame form={`${form}-${id}`} name="reason" label={t(labels.reason)} errorText={error ? t(error) : undefined}>
          {(control) => <textarea {...control} rows={3} required maxLength={reasonMax} defaultValue={refused?.values.reason ?? ""} />}
        </FieldFrame>
        <button type="submit" className="button">
          {t(labels.decline)}
        </button>
      </Form>
    </div>
  );
}

/**
 * A decision queue's page: its title and lead, what the last decision did (unless a decline was refused), and the
 * items oldest first, or the line that none are waiting.
 */
export function DecisionQueue({ area, outcome, count, children }: { area: "claims" | "changes"; outcome: string | null; count: number; children: React.ReactNode }) {
  const t = useStaffT();
  return (
    <>
      <h1>{t(`${area}.title`)}</h1>
      <p className="admin-lead">{t(`${area}.lead`)}</p>
      {outcome ? (
        <p className="form-notice" role="status" data-testid={`${area}-outcome`}>
          {outcome}
        </p>
      ) : null}
      {count === 0 ? (
        <p role="status">{t(`${area}.empty`)}</p>
      ) : (
        <>
          <p>{t(`${area}.count`, { count })}</p>
          <ol className="queue-list">{children}</ol>
        </>
      )}
    </>
  );
}
