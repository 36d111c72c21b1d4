/**
 * The stand-in's schema migrations, in order: one step per file, named `NNN_<step name>.ts`, NNN its place in the
 * list below (the first four step names already begin with it). Each step runs once, in a transaction, and is
 * recorded by its name in the `_migrations` table (./runner.ts), so a database made earlier applies only the steps
 * after its last one. Never edit, rename or reorder a step that has shipped: add the next file and list it last
 * (index.test.ts checks the list against the file names).
 */
import type { Db, Migration } from "../types";
import { runMigrations } from "./runner";
import { metaMigration } from "./001_meta";
import { accountsMigration } from "./002_accounts";
import { messagesMigration } from "./003_messages";
import { regionsMigration } from "./004_regions";
import { widgetLookupsMigration } from "./005_widgets_lookups";
import { workOrdersMigration } from "./006_workorders_001_work_orders";
import { cashierMigration } from "./007_cashier_001_deposit_payments";
import { hotlineMigration } from "./008_hotline_001_seats_calls";
import { storedFilesMigration } from "./009_files_001_stored_files";
import { ordersMigration } from "./010_orders_001_orders";
import { hardeningMigration } from "./011_hardening_001_nonces_throttles";
import { messageSearchMigration } from "./012_messages_002_search";
import { workerRosterMigration } from "./013_workers_001_roster";
import { workOrderMessagesMigration } from "./014_workorders_002_messages_reasons";
import { afterSalesMigration } from "./015_aftersales_001_service_orders";
import { personalMigration } from "./016_personal_001_profiles_contracts";
import { applicationsMigration } from "./017_onboarding_001_applications";
import { billsMigration } from "./018_bills_001_bills";
import { alertsMigration } from "./019_alerts_001_alerts_service_orders";
import { workOrderListIndexesMigration } from "./020_workorders_003_list_indexes";
import { workerSettingsMigration } from "./021_workers_002_settings";
import { messageTimeIndexMigration } from "./022_messages_003_by_id_time";
import { tableVersionsMigration } from "./023_counts_001_table_versions";
import { depositPaymentMigration } from "./024_cashier_002_one_open_payment";
import { fileOwnersMigration } from "./025_files_002_owned_contract_pdfs";
import { assessSummaryMigration } from "./026_assess_001_summary";
import { smsRefusalsMigration } from "./027_sms_002_refusals";
import { billSummaryMigration } from "./028_bills_002_month_summary";
import { alertSummaryMigration } from "./029_alerts_002_board_summary";
import { rosterIndexMigration } from "./030_workers_003_in_service_index";
import { alertFollowMigration } from "./031_alerts_003_follow_orders";
import { protocolAcceptanceMigration } from "./032_protocols_002_acceptances";
import { orderRecordsMigration } from "./033_orders_002_records_button_codes";
import { messageButtonsMigration } from "./034_messages_004_button_codes";
import { settledBillsMigration } from "./035_bills_003_settled_lines";
import { exportButtonsMigration } from "./036_exports_001_button_codes";
import { liveEventsMigration } from "./037_live_001_events";
import { staffAccountsMigration } from "./038_staff_001_accounts";
import { listIndexMigration } from "./039_lists_001_list_indexes";
import { liveWritesMigration } from "./040_live_002_write_events";
import { dispatchMigration } from "./041_dispatch_001_rules";
import { staffLifecycleMigration } from "./042_staff_002_lifecycle";
import { workerPayoutsMigration } from "./043_bills_004_worker_payouts";
import { messageReadsMigration } from "./044_messages_005_read_per_account";
import { mainDisplayNamesMigration } from "./045_accounts_002_main_display_names";
import { exportLogMigration } from "./046_exports_002_log_and_snapshots";
import { orderChannelsMigration } from "./047_orders_003_channels_fee_review";
import { contractGrantsMigration } from "./048_accounts_003_contract_grants";

export type { Migration } from "../types";
export { dataTables, ftsTables } from "./runner";

export const migrations: readonly Migration[] = [
  metaMigration,
  accountsMigration,
  messagesMigration,
  regionsMigration,
  widgetLookupsMigration,
  workOrdersMigration,
  cashierMigration,
  hotlineMigration,
  storedFilesMigration,
  ordersMigration,
  hardeningMigration,
  messageSearchMigration,
  workerRosterMigration,
  workOrderMessagesMigration,
  afterSalesMigration,
  personalMigration,
  applicationsMigration,
  billsMigration,
  alertsMigration,
  workOrderListIndexesMigration,
  workerSettingsMigration,
  messageTimeIndexMigration,
  tableVersionsMigration,
  depositPaymentMigration,
  fileOwnersMigration,
  assessSummaryMigration,
  smsRefusalsMigration,
  billSummaryMigration,
  alertSummaryMigration,
  rosterIndexMigration,
  alertFollowMigration,
  protocolAcceptanceMigration,
  orderRecordsMigration,
  messageButtonsMigration,
  settledBillsMigration,
  exportButtonsMigration,
  liveEventsMigration,
  staffAccountsMigration,
  listIndexMigration,
  liveWritesMigration,
  dispatchMigration,
  staffLifecycleMigration,
  workerPayoutsMigration,
  messageReadsMigration,
  mainDisplayNamesMigration,
  exportLogMigration,
  orderChannelsMigration,
  contractGrantsMigration,
];

/** Applies the steps not yet recorded (all of them, or `steps`); returns their names. */
export function applyMigrations(db: Db, steps: readonly Migration[] = migrations): string[] {
  return runMigrations(db, steps);
}
