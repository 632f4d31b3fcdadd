import type { ReactNode } from 'react';
import type { ConsentState, ConsentTopic } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Notice, Tag, theme } from '@account/ui';
import { Switch } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { toneOf } from './topics';

interface ConsentSwitchProps {
  topic: ConsentTopic;
  state: ConsentState;
  /** The position while a change is on its way; the server's state otherwise. */
  checked: boolean;
  disabled?: boolean;
  /** Below the hint: the reminders' products, a note where the switch cannot be turned on. */
  note?: ReactNode;
  error?: string | null;
  onChange: (enabled: boolean) => void;
  children?: ReactNode;
}

/** One consent: its name, what it means, its state in words and the switch (issue 26). */
export function ConsentSwitch({
  topic,
  state,
  checked,
  disabled,
  note,
  error,
  onChange,
  children,
}: ConsentSwitchProps) {
  const { t } = useTranslation(NS);
  const base = `privacyCentre.consents.topics.${topic}`;
  return (
    <li
      css={{
        padding: `${theme.space(2)} 0`,
        borderBottom: `1px solid ${theme.color.divider}`,
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Switch
        id={`consent-${topic}`}
        label={t(`${base}.label`)}
        hint={
          <>
            {t(`${base}.hint`)}
            {note && <div>{note}</div>}
            {state === 'PENDING' && <div>{t('privacyCentre.consents.pendingHint')}</div>}
          </>
        }
        status={<Tag tone={toneOf[state]}>{t(`privacyCentre.consents.states.${state}`)}</Tag>}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      {error && (
        <div css={{ marginTop: theme.space(2) }}>
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      {children}
    </li>
  );
}
