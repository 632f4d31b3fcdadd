import { useId } from 'react';
import { choiceInput, choiceRow } from './Checkbox';
import { Fieldset } from './Fieldset';

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
export function RadioGroup<V extends string>({
  id,
  legend,
  hint,
  error,
  name,
  options,
  value,
  onChange,
}: RadioGroupProps<V>) {
  const prefix = useId();
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error}>
      {options.map((option, index) => {
        const inputId = index === 0 ? `${id}-input` : `${prefix}-${option.value}`;
        return (
          <label key={option.value} htmlFor={inputId} css={choiceRow}>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              css={choiceInput}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </Fieldset>
  );
}
