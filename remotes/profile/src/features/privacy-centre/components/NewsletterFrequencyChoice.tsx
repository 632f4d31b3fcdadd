import type { NewsletterFrequency } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { RadioGroup } from '@account/ui/forms';
import { NS } from '../../../i18n';

type Choice = 'EVERY_ISSUE' | NewsletterFrequency;

/** The confirmed newsletter's frequency: every issue or once a week (spec section 3). */
export function NewsletterFrequencyChoice({
  frequency,
  onChange,
}: {
  frequency: NewsletterFrequency | null;
  onChange: (frequency: NewsletterFrequency | null) => void;
}) {
  const { t } = useTranslation(NS);
  const options: Choice[] = ['EVERY_ISSUE', 'WEEKLY'];
  return (
    <div css={{ marginTop: theme.space(2) }}>
      <RadioGroup<Choice>
        id="newsletter-frequency"
        name="newsletter-frequency"
        legend={t('privacyCentre.consents.frequency.legend')}
        options={options.map((value) => ({
          value,
          label: t(`privacyCentre.consents.frequency.${value}`),
        }))}
        value={frequency ?? 'EVERY_ISSUE'}
        onChange={(value) => onChange(value === 'EVERY_ISSUE' ? null : value)}
      />
    </div>
  );
}
