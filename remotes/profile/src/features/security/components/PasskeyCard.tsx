import { useId, useState } from 'react';
import type { Passkey } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../hooks/useSecurityFormat';
import { RenamePasskeyForm } from './RenamePasskeyForm';

const details = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  margin: `${theme.space(1)} 0 0`,
  '& dt': { fontWeight: theme.fontWeight.bold },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
} as const;

interface PasskeyCardProps {
  passkey: Passkey;
  busy: boolean;
  onRename: (passkey: Passkey, name: string) => Promise<boolean>;
  onDelete: (passkey: Passkey) => void;
}

/** One passkey: its name, when it was made and last used, and where it is available. */
export function PasskeyCard({ passkey, busy, onRename, onDelete }: PasskeyCardProps) {
  const { t } = useTranslation(NS);
  const dateTime = useShopDateTime();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  return (
    <li
      css={{
        listStyle: 'none',
        background: theme.color.white,
        border: `1px solid ${theme.color.divider}`,
        borderRadius: theme.radii.md,
        padding: theme.space(2),
      }}
    >
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg, overflowWrap: 'anywhere' }}>
        {passkey.name}
      </h3>
      <dl css={details}>
        <dt>{t('security.passkeys.created')}</dt>
        <dd>{dateTime(passkey.createdAt)}</dd>
        <dt>{t('security.passkeys.lastUsed')}</dt>
        <dd>
          {passkey.lastUsedAt ? dateTime(passkey.lastUsedAt) : t('security.passkeys.neverUsed')}
        </dd>
        <dt>{t('security.passkeys.deviceType')}</dt>
        <dd>{t(`security.passkeys.deviceTypes.${passkey.deviceType}`)}</dd>
      </dl>
      {renaming ? (
        <RenamePasskeyForm
          passkey={passkey}
          busy={busy}
          onSave={(name) =>
            void onRename(passkey, name).then((renamed) => renamed && setRenaming(false))
          }
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
            marginTop: theme.space(2),
          }}
        >
          <Button
            variant="secondary"
            aria-describedby={headingId}
            onClick={() => setRenaming(true)}
          >
            {t('security.passkeys.rename')}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={headingId}
            onClick={() => onDelete(passkey)}
          >
            {t('security.passkeys.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
