import type { DataPullTables } from '../modules/datapull/tables.js';
import type { RecordsTables } from '../modules/records/tables.js';
import type { AccountsTables } from '../modules/accounts/tables.js';
import type { AddressesTables } from '../modules/addresses/tables.js';
import type { AuditTables } from '../modules/audit/tables.js';
import type { DevOutboxTables } from '../modules/dev-outbox/tables.js';
import type { GatepassTables } from '../modules/gatepass/tables.js';
import type { HipaaTables } from '../modules/hipaa/tables.js';
import type { IdentityTables } from '../modules/identity/tables.js';
import type { SharingTables } from '../modules/sharing/tables.js';
import type { StudiesTables } from '../modules/studies/tables.js';
import type { InsightsTables } from '../modules/insights/tables.js';
import type { FeedbackTables } from '../modules/feedback/tables.js';
import type { SettingsTables } from '../modules/settings/tables.js';
import type { LabOrdersTables } from '../modules/lab-orders/tables.js';
import type { ProfileTables } from '../modules/profile/tables.js';
import type { InsuranceTables } from '../modules/insurance/tables.js';
import type { PhonesTables } from '../modules/phones/tables.js';
import type { NotificationsTables } from '../modules/notifications/tables.js';
import type { RecoveryTables } from '../modules/recovery/tables.js';
import type { JobsTables } from '../modules/jobs/tables.js';
import type { PatientAppsTables } from '../modules/patient-apps/tables.js';

/** The whole database, composed from each module's tables. A new module adds its `XTables` here. */
export interface Database
  extends
    AccountsTables,
    RecordsTables,
    DataPullTables,
    GatepassTables,
    DevOutboxTables,
    AuditTables,
    IdentityTables,
    HipaaTables,
    AddressesTables,
    SharingTables,
    StudiesTables,
    InsightsTables,
    SettingsTables,
    FeedbackTables,
    LabOrdersTables,
    ProfileTables,
    InsuranceTables,
    PhonesTables,
    NotificationsTables,
    RecoveryTables,
    JobsTables,
    PatientAppsTables {}
