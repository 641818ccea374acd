import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsightAction as Action } from '@portal/contract';
import { Button } from '@portal/ui';
import { labKitsPaths } from '../../lab-kits/paths';

/** What the patient can do about an open insight: order the kit it offers, or what to ask for and where. */
export function InsightAction({ action, insightId }: { action: Action; insightId: string }) {
  const { t } = useTranslation();
  if (action.kind === 'order_kit') {
    const search = new URLSearchParams({ insight: insightId }).toString();
    return (
      <Button asChild size="sm" className="self-start">
        <RouterLink to={`${labKitsPaths.order}?${search}`}>
          {t('insights.actions.order_kit', { kit: t(`labKits.kits.${action.kit_type}.name`) })}
        </RouterLink>
      </Button>
    );
  }
  return <p>{t(`insights.actions.${action.kind}`)}</p>;
}
