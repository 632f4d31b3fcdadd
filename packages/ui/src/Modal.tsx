import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import { Button } from './Button';
import { theme } from './theme';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, traps focus and
 * closes on Escape, so keyboard and screen-reader users get the behaviour without extra code.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      css={{
        maxWidth: 520,
        width: 'calc(100% - 32px)',
        border: 0,
        padding: theme.space(3),
        borderTop: `6px solid ${theme.color.brand}`,
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <h2 id={titleId} css={{ marginTop: 0, fontSize: 24 }}>
        {title}
      </h2>
      {children}
      <div css={{ marginTop: theme.space(3) }}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.close')}
        </Button>
      </div>
    </dialog>
  );
}
