import type { ReactNode } from 'react';
import { Button, Notice, SectionHeader, theme } from '@account/ui';
import { MailLinkOutcome, type MailLinkOutcomeProps } from './MailLinkOutcome';

export interface MailLinkPageProps {
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  /** The link lacks what it must carry (token, id): an error state, nothing to confirm. */
  missingMessage: string | null;
  busy: boolean;
  /** Why the last confirm failed, in the page's words; the button stays for another try. */
  failureMessage: string | null;
  /** A failure that no retry can mend (link expired, already confirmed): the button goes. */
  final?: boolean;
  onConfirm: () => void;
  success: MailLinkOutcomeProps | null;
}

/**
 * Every page a mail links to: opening it changes nothing (mail scanners open links too); the
 * customer confirms with the button, and the page then says what changed.
 */
export function MailLinkPage({
  title,
  intro,
  confirmLabel,
  missingMessage,
  busy,
  failureMessage,
  final = false,
  onConfirm,
  success,
}: MailLinkPageProps) {
  if (success) return <MailLinkOutcome {...success} />;
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <SectionHeader title={title} />
      {missingMessage ? (
        <Notice tone="error">{missingMessage}</Notice>
      ) : (
        <>
          {failureMessage && <Notice tone="error">{failureMessage}</Notice>}
          {!final && (
            <>
              <p>{intro}</p>
              <Button busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}
