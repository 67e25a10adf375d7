import type { PlanIdCardSetting } from '@bs/contract';
import { useCategoryName } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CataloguePage } from '../../shared/catalogue-page/catalogue-page';
import { IdCardForm } from './id-card-form';
import { useIdCardSettings } from './use-id-card-settings';

/**
 * `/admin/id-cards` (issue 30, ADR 0038): the platform administrator says which plans give their
 * members an ID card and the carrier's member-services phone the card prints, above the table of
 * every plan with its setting. Cards are drawn when a member opens them, so the next one follows.
 */
export function IdCardSettingsScreen() {
  const t = useT();
  const list = useIdCardSettings();
  const categoryName = useCategoryName();
  return (
    <CataloguePage<PlanIdCardSetting>
      texts={{
        title: t('idCards.title'),
        intro: t('idCards.intro'),
        toTenants: t('idCards.toTenants'),
        loading: t('idCards.loading'),
        notAllowed: t('idCards.notAllowed'),
        error: t('idCards.error'),
        tableTitle: t('idCards.tableTitle'),
        caption: t('idCards.caption'),
        plan: t('idCards.plan'),
        unlisted: t('idCards.unlisted'),
      }}
      list={list}
      form={(plans) => <IdCardForm plans={plans} />}
      columns={[
        { label: t('idCards.category'), cell: (p) => categoryName(p.category) },
        { label: t('idCards.carrierColumn'), cell: (p) => p.carrier_name || t('idCards.none') },
        { label: t('idCards.card'), cell: (p) => (p.id_card ? t('idCards.yes') : t('idCards.no')) },
        { label: t('idCards.phoneColumn'), cell: (p) => p.carrier_phone || t('idCards.none') },
      ]}
    />
  );
}
