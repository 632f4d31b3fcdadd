import type { ReactNode } from 'react';
import { ConfirmationNotice, SectionHeader, theme } from '@account/ui';

export interface MailLinkOutcomeProps {
  title: string;
  body: ReactNode;
  action?: ReactNode;
}

/**
 * What a mail link's page says once the customer confirmed: the heading names the new state,
 * the confirmation notice below it says what changed and takes focus, since the button pressed
 * is gone.
 */
export function MailLinkOutcome({ title, body, action }: MailLinkOutcomeProps) {
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <SectionHeader title={title} />
      <ConfirmationNotice>
        <p>{body}</p>
        {action}
      </ConfirmationNotice>
    </div>
  );
}
