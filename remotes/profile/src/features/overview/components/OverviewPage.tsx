import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { useGreeting } from '../hooks/useGreeting';

/** The start of the area: its title, a greeting and what the area is for. */
export function OverviewPage() {
  const { t } = useTranslation(NS);
  const greeting = useGreeting();
  return (
    <>
      <SectionHeader
        title={t('overview.title')}
        back={{ to: paths.home(), label: t('overview.back') }}
      />
      <p css={{ fontSize: 20 }}>{greeting}</p>
      <p>{t('overview.intro')}</p>
    </>
  );
}
