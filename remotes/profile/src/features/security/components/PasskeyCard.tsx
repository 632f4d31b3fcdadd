import { useId, useState } from 'react';
import type { Passkey } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { cardDetails, cardItem } from './card-styles';
import { useShopDateTime } from '../../../components/useShopDateTime';
import { RenamePasskeyForm } from './RenamePasskeyForm';

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
    <li css={cardItem}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg, overflowWrap: 'anywhere' }}>
        {passkey.name}
      </h3>
      <dl css={cardDetails}>
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
