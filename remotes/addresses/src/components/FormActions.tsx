import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ButtonLink, theme } from '@account/ui';
import { NS } from '../i18n';

/** The address forms' submit button and the way back to "Meine Adressen" without saving. */
export function FormActions({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <ButtonLink to={paths.addresses.start()} variant="tertiary">
        {t('form.cancel')}
      </ButtonLink>
    </div>
  );
}
