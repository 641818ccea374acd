import type { LabKitType } from '@portal/contract';
import type { TrendViewName } from '../../records/rules/trend-views';

/** [KIT-2] The trend a kit's results land in (the contract's LAB_KIT_RESULT_LOINC); a FIT result has none. */
export const KIT_TREND: Record<LabKitType, TrendViewName | null> = {
  hba1c: 'hba1c',
  kidney_health: 'creatinine',
  lipid_panel: 'ldlHdl',
  fit: null,
};
