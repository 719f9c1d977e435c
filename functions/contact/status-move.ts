import { attempt, type DeliveryDeps } from "./deliver";
import { STATUS_COPY } from "./confirmation-data";
import { newUpdateRecord, type RequestRecord } from "./record";
import { hashCode, newStatusCode } from "./status-code";
import type { RequestStore } from "./store";
import {
  changeStatus,
  currentState,
  stateLabels,
  statusOf,
  type StatusChange,
  type StatusEntry,
  type StatusState,
} from "../../src/domain/status";

// Moving a repair along, the one way both the owner's command and the shop's desk do it: the rule of the change
// (src/domain/status.ts changeStatus) under the record's lock, then the visitor's e-mail when the change tells them.

export type Move = {
  /** The request as written. */
  record: RequestRecord;
  from: StatusState;
  entry: StatusEntry;
  /** Whether the change tells the visitor (an e-mail when the request has an address). */
  notify: boolean;
  /** The visitor's update e-mail after its first attempt (the retry job has it if that failed). */
  mail?: RequestRecord;
  labels: Record<StatusState, string>;
};

/** Changes `reference`'s status; throws StatusChangeError with the rule's sentence for a move it does not allow. */
export async function moveRequest(
  store: RequestStore,
  delivery: DeliveryDeps,
  reference: string,
  change: StatusChange,
): Promise<Move> {
  const labels = stateLabels(delivery.mail.status ?? STATUS_COPY);
  const now = delivery.now();
  let from: StatusState | undefined;
  let entry: StatusEntry | undefined;
  let code: string | undefined;
  let notify = false;
  const record = await store.change(reference, (current) => {
    from = currentState(statusOf(current));
    const changed = changeStatus(current, change, now, labels);
    ({ entry, notify } = changed);
    if (!notify || !current.submission.email) return changed.record;
    // The update's link gets a code of its own; the request keeps only its hash, beside the confirmation's.
    code = newStatusCode();
    return {
      ...changed.record,
      status: { ...changed.record.status!, codes: [...changed.record.status!.codes, hashCode(code)] },
    };
  });
  let mail: RequestRecord | undefined;
  if (code) {
    const update = newUpdateRecord(record, entry!, record.status!.history.length - 1, code, now, delivery.policy);
    await store.create(update, []);
    mail = await attempt({ record: update, photos: [] }, store, delivery);
  }
  return { record, from: from!, entry: entry!, notify, mail, labels };
}
