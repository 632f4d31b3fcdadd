import { useId } from 'react';
import { Fieldset } from './Fieldset';
import { theme } from './theme';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

interface RadioGroupProps<V extends string> {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  name: string;
  options: RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
}

/** GOV.UK radios: native inputs, so arrow keys move between options and screen readers count them. */
export function RadioGroup<V extends string>({ id, legend, hint, error, name, options, value, onChange }: RadioGroupProps<V>) {
  const prefix = useId();
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error}>
      {options.map((option, index) => {
        const inputId = index === 0 ? `${id}-input` : `${prefix}-${option.value}`;
        return (
          <div key={option.value} css={{ display: 'flex', alignItems: 'center', gap: theme.space(1), marginBottom: theme.space(1) }}>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              css={{ width: 24, height: 24, margin: 0 }}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </Fieldset>
  );
}
