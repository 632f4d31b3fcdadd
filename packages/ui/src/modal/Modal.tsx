import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /**
   * False where the content brings its own buttons, the one that closes without doing anything
   * first ("Bestellung behalten"); a destructive action is never the first or the default one.
   */
  closeButton?: boolean;
  /**
   * The id of the field that takes the focus on open instead of the title: where the dialog
   * only asks for one input (the step-up's password), its name is still read on entering it.
   */
  initialFocus?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, traps focus and
 * closes on Escape. On open, focus goes to the title, so the customer hears what the dialog is
 * about and no action is one Enter away. Children mount only while open: every opening starts
 * with a fresh form.
 */
export function Modal({
  open,
  title,
  onClose,
  closeButton = true,
  initialFocus,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const field = initialFocus ? dialog.querySelector<HTMLElement>(`#${initialFocus}`) : null;
      (field ?? titleRef.current)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      css={{
        maxWidth: theme.size.modal,
        width: `calc(100% - ${theme.space(4)})`,
        border: 0,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadow.modal,
        padding: theme.space(3),
        borderTop: `6px solid ${theme.color.brand}`,
        '&::backdrop': { background: theme.color.backdrop },
      }}
    >
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        css={{ marginTop: 0, fontSize: theme.fontSize.xxl, outline: 'none' }}
      >
        {title}
      </h2>
      {open && children}
      {closeButton && (
        <div css={{ marginTop: theme.space(3) }}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.close')}
          </Button>
        </div>
      )}
    </dialog>
  );
}
