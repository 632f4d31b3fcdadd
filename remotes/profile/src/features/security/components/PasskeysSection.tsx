import { useState } from 'react';
import { passkeysSupported } from '@account/api-client/profile';
import type { Passkey } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Button, Notice, Skeleton, theme, useConfirmation } from '@account/ui';
import { StepUpModal } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { usePasskeys } from '../hooks/usePasskeys';
import type { ChangeFailure, ChangeOutcome } from '../hooks/useWaysInChange';
import { DeletePasskeyModal } from './DeletePasskeyModal';
import { PasskeyCard } from './PasskeyCard';

type PasskeyNotice =
  | 'addCancelled'
  | 'addFailed'
  | 'addNotPossibleHere'
  | 'addAlreadyOnThisDevice'
  | 'failed'
  | 'lastWayIn';

/** Nothing went wrong: the customer cancelled, or the device has a passkey already. */
const NOT_AN_ERROR: PasskeyNotice[] = ['addCancelled', 'addAlreadyOnThisDevice'];

/** Failures with a notice of their own, whatever the change; the rest as the change says. */
const OWN_NOTICE: Partial<Record<ChangeFailure, PasskeyNotice>> = {
  // Deleting the last way in is refused by the service: the notice says why (issue 33).
  lastWayIn: 'lastWayIn',
  notPossibleHere: 'addNotPossibleHere',
  alreadyOnThisDevice: 'addAlreadyOnThisDevice',
};

/**
 * Passkeys in the security centre (issue 25): add one (the browser's own dialog), rename and
 * delete them. Each change is confirmed in the page's confirmation notice, which takes focus.
 */
export function PasskeysSection({ version = 0 }: { version?: number }) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  const passkeys = usePasskeys(version);
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);
  const [deleting, setDeleting] = useState<Passkey | null>(null);
  const supported = passkeysSupported();

  const failed = (
    outcome: ChangeOutcome<unknown>,
    cancelled: PasskeyNotice | null,
    other: PasskeyNotice,
  ) => {
    if (outcome.ok) return;
    const own = OWN_NOTICE[outcome.failure];
    setNotice(own ?? (outcome.failure === 'cancelled' ? cancelled : other));
  };

  async function add() {
    setNotice(null);
    const outcome = await passkeys.add();
    if (outcome.ok) await confirm(t('security.passkeys.added', { name: outcome.result.name }));
    else failed(outcome, 'addCancelled', 'addFailed');
  }

  async function rename(passkey: Passkey, name: string): Promise<boolean> {
    setNotice(null);
    const outcome = await passkeys.rename(passkey.id, name);
    if (outcome.ok) await confirm(t('security.passkeys.renamed', { name }));
    else failed(outcome, null, 'failed');
    return outcome.ok;
  }

  async function remove(passkey: Passkey) {
    setNotice(null);
    // The dialog closes first: closing hands focus back to its opener, which must not take it
    // from the confirmation that follows.
    setDeleting(null);
    const outcome = await passkeys.remove(passkey.id);
    if (outcome.ok) await confirm(t('security.passkeys.deleted', { name: passkey.name }));
    else failed(outcome, null, 'failed');
  }

  return (
    <section aria-labelledby="security-passkeys" css={{ marginBottom: theme.space(4) }}>
      <h2 id="security-passkeys">{t('security.passkeys.heading')}</h2>
      <p>{t('security.passkeys.intro')}</p>
      {notice && (
        <Notice tone={NOT_AN_ERROR.includes(notice) ? 'info' : 'error'}>
          {t(`security.passkeys.${notice}`)}
        </Notice>
      )}
      <AsyncContent
        state={passkeys.state}
        errorMessage={t('security.passkeys.error')}
        onRetry={passkeys.reload}
        skeleton={<Skeleton variant="cards" lines={1} />}
      >
        {({ passkeys: list }) =>
          list.length === 0 ? (
            <p>{t('security.passkeys.empty')}</p>
          ) : (
            <ul
              aria-label={t('security.passkeys.listLabel')}
              css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}
            >
              {list.map((passkey) => (
                <PasskeyCard
                  key={passkey.id}
                  passkey={passkey}
                  busy={passkeys.busy}
                  onRename={rename}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )
        }
      </AsyncContent>
      <div css={{ marginTop: theme.space(2) }}>
        {supported ? (
          <Button busy={passkeys.busy && !deleting} onClick={() => void add()}>
            {t('security.passkeys.add')}
          </Button>
        ) : (
          <Notice tone="info">{t('security.passkeys.unsupported')}</Notice>
        )}
      </div>
      <DeletePasskeyModal
        passkey={passkeys.passwordModal ? null : deleting}
        busy={passkeys.busy}
        onClose={() => setDeleting(null)}
        onConfirm={(passkey) => void remove(passkey)}
      />
      {passkeys.passwordModal && <StepUpModal {...passkeys.passwordModal} />}
    </section>
  );
}
