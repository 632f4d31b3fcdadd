import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { theme } from './theme';

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, id, ...input }, ref) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), marginBottom: theme.space(3) }}>
      <input ref={ref} id={inputId} type="checkbox" css={{ width: 24, height: 24, margin: 0 }} {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
});
