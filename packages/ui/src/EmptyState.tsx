import type { ReactNode } from 'react';
import { InfoScreen } from './InfoScreen';

/** Nothing there yet (no orders, no open invoices): a drawing, why, and the next step. */
export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body: ReactNode;
  action?: ReactNode;
}) {
  return (
    <InfoScreen headingLevel={2} illustration="empty" title={title} body={body} action={action} />
  );
}
