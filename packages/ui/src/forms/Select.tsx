import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { Icon, theme } from '@account/ui';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
}

/** A native select in the brand's look: the phone's own picker, a 44 px target, a visible label. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, id, ...select },
  ref,
) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div css={{ marginBottom: theme.space(2) }}>
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
          css={{
            appearance: 'none',
            width: '100%',
            minHeight: theme.hitArea,
            padding: `${theme.space(1)} ${theme.space(6)} ${theme.space(1)} ${theme.space(1.5)}`,
            font: 'inherit',
            color: theme.color.text,
            background: theme.color.white,
            border: `2px solid ${theme.color.border}`,
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
