import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '@account/ui';

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** What choosing it means (a newsletter: it can be ended any time), tied by aria-describedby. */
  hint?: ReactNode;
}

/** Row of a checkbox or radio: the whole row is the label, so the hit area is 44 px high. */
export const choiceRow = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: theme.hitArea,
  padding: `${theme.space(0.5)} ${theme.space(1)}`,
  marginLeft: `-${theme.space(1)}`,
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
  '&:hover': { background: theme.color.subtle },
} as const;

/** Native input in the brand's accent colour: keyboard and screen readers work as everywhere. */
export const choiceInput = {
  width: theme.size.icon,
  height: theme.size.icon,
  margin: 0,
  flexShrink: 0,
  accentColor: theme.color.brand,
  cursor: 'pointer',
} as const;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, id, ...input },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  return (
    <div css={{ marginBottom: theme.space(2) }}>
      <label htmlFor={inputId} css={choiceRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          css={choiceInput}
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p
          id={hintId}
          css={{
            margin: 0,
            // Under the label's text, past the box and the gap beside it.
            paddingLeft: `calc(${theme.size.icon}px + ${theme.space(1.5)})`,
            color: theme.color.muted,
            fontSize: theme.fontSize.sm,
          }}
        >
          {hint}
        </p>
      )}
    </div>
  );
});
