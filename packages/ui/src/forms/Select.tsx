import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { Icon, theme } from '@account/ui';
import { describedByIds, HintAndError } from './form-group';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  /** GOV.UK inline error above the select, tied to it by `aria-describedby`. */
  error?: string | undefined;
}

/**
 * A native select in the brand's look: the phone's own picker, a 44 px target, a visible label,
 * and the inline error of a GOV.UK form group when it has one.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, id, error, ...select },
  ref,
) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const describedBy = describedByIds(selectId, undefined, error);
  return (
    <div
      css={{
        marginBottom: theme.space(2),
        borderLeft: error ? `4px solid ${theme.color.error}` : undefined,
        paddingLeft: error ? theme.space(2) : undefined,
      }}
    >
      <label
        htmlFor={selectId}
        css={{
          display: 'block',
          fontWeight: theme.fontWeight.bold,
          marginBottom: theme.space(0.5),
        }}
      >
        {label}
      </label>
      <HintAndError id={selectId} hint={undefined} error={error} gap={0.5} />
      <div
        css={{
          position: 'relative',
          display: 'inline-block',
          width: '100%',
          maxWidth: theme.size.field,
        }}
      >
        <select
          ref={ref}
          id={selectId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          css={{
            appearance: 'none',
            width: '100%',
            minHeight: theme.hitArea,
            padding: `${theme.space(1)} ${theme.space(6)} ${theme.space(1)} ${theme.space(1.5)}`,
            font: 'inherit',
            color: theme.color.text,
            background: theme.color.white,
            border: `2px solid ${error ? theme.color.error : theme.color.border}`,
            borderRadius: theme.radii.md,
            cursor: 'pointer',
            '&:hover': { borderColor: theme.color.brand },
          }}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span
          css={{
            position: 'absolute',
            right: theme.space(1.5),
            top: '50%',
            transform: 'translateY(-50%) rotate(90deg)',
            color: theme.color.brand,
            pointerEvents: 'none',
            display: 'flex',
          }}
        >
          <Icon name="chevronRight" size={theme.size.iconSmall} />
        </span>
      </div>
    </div>
  );
});
