import { useState } from 'react';
import { resendActivationEmail } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { Button, Modal, Notice } from '@account/ui';
import { NS } from '../../../i18n';
import { genericMessage } from '../../../components/api-messages';
import type { Message } from '../errors';
import { MessageNotice } from './MessageNotice';

/** Spec section 4: a light user without credentials gets the set-password modal with "resend". */
export function LightUserModal({ open, username, onClose }: { open: boolean; username: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await resendActivationEmail(username);
      setSent(true);
    } catch (failure) {
      setError(genericMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('lightUserModal.title')} onClose={onClose}>
      <p>{t('lightUserModal.body')}</p>
      {error && <MessageNotice message={error} />}
      {sent ? (
        <Notice tone="success">{t('lightUserModal.sent')}</Notice>
      ) : (
        <Button busy={busy} onClick={() => void resend()}>
          {t('lightUserModal.resend')}
        </Button>
      )}
    </Modal>
  );
}
