import type { CreatedAt } from '../../db/types.js';

/** One event a patient may be told about, claimed once, whatever their choices (see 0019_notification_events). */
export interface NotificationEventsTable {
  patient_id: string;
  /** What happened, e.g. `records.pull:<pull id>` or `lab_kits.order:<order id>:order-fulfilled:<step time>`. */
  event_key: string;
  category: string;
  created_at: CreatedAt;
}

export interface NotificationsTables {
  notification_events: NotificationEventsTable;
}
