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

/**
 * The id of an option's input: the first one's is `${id}-input`, the id error summaries link to
 * for the whole group; an error about one chosen option links to that option's.
 */
export function radioInputId<V extends string>(id: string, options: V[], value: V | null): string {
  const index = value === null ? 0 : options.indexOf(value);
  return index <= 0 ? `${id}-input` : `${id}-${value}`;
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
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error}>
      {options.map((option) => {
        const inputId = radioInputId(
          id,
          options.map((other) => other.value),
          option.value,
        );
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
