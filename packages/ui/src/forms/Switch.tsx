import { useId, type ReactNode } from 'react';
import { focusRing, theme } from '@account/ui';

interface SwitchProps {
  label: ReactNode;
  /** What the setting does; read after the label. */
  hint?: ReactNode;
  /** The state in words ("Aktiv", "Bestätigung ausstehend"), shown and read with the switch. */
  status?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
}

const track = 52;
const knob = 22;

/**
 * An on/off setting that takes effect at once: a native checkbox with role="switch", so the
 * keyboard (Space) and screen readers ("Schalter, ein") work as everywhere, drawn as a switch.
 * The whole row is its label, so the hit area is at least 44 px high; hint and status are its
 * description.
 */
export function Switch({ label, hint, status, checked, disabled, onChange, id }: SwitchProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const described = [hint ? `${inputId}-hint` : '', status ? `${inputId}-status` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label
        htmlFor={inputId}
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(2),
          minHeight: theme.hitArea,
          fontWeight: theme.fontWeight.bold,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <span>{label}</span>
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.checked)}
          css={{
            appearance: 'none',
            flexShrink: 0,
            position: 'relative',
            width: track,
            height: knob + 8,
            margin: 0,
            borderRadius: theme.radii.pill,
            border: `2px solid ${theme.color.border}`,
            background: theme.color.white,
            cursor: 'inherit',
            transition: 'background 120ms',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 2,
              left: 2,
              width: knob,
              height: knob,
              borderRadius: '50%',
              background: theme.color.border,
              transition: 'transform 120ms',
            },
            '&:checked': { background: theme.color.brand, borderColor: theme.color.brand },
            '&:checked::before': {
              background: theme.color.white,
              transform: `translateX(${track - knob - 8}px)`,
            },
            '&:disabled': { opacity: 0.5 },
            '&:focus-visible': focusRing,
            '@media (prefers-reduced-motion: reduce)': {
              transition: 'none',
              '&::before': { transition: 'none' },
            },
          }}
        />
      </label>
      {hint && (
        <div id={`${inputId}-hint`} css={{ color: theme.color.muted }}>
          {hint}
        </div>
      )}
      {status && (
        <div id={`${inputId}-status`} css={{ marginTop: theme.space(1) }}>
          {status}
        </div>
      )}
    </div>
  );
}
