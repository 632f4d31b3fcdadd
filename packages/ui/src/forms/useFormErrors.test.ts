import { renderHook } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { useFormErrors } from './useFormErrors';

interface Address {
  street: string;
  zipCode: string;
  city: string;
}
const fields = ['street', 'zipCode', 'city'] as const;
const texts: Record<string, string> = {
  'street.required': 'Bitte geben Sie die Straße ein.',
  'city.required': 'Bitte geben Sie den Ort ein.',
};
const translate = (key: string) => texts[key] ?? key;

function errorsOf(
  formErrors: FieldErrors<Address>,
  serverError?: { field: 'street' | 'zipCode' | 'city'; message: string },
) {
  return renderHook(() =>
    useFormErrors({
      formState: { errors: formErrors, submitCount: 2 },
      fields,
      translate,
      serverError,
    }),
  ).result.current;
}

describe('useFormErrors', () => {
  it('lists the form errors in screen order, translated, each linked to its field', () => {
    const result = errorsOf({
      city: { type: 'too_small', message: 'city.required' },
      street: { type: 'too_small', message: 'street.required' },
    });
    expect(result.summary).toEqual({
      submitCount: 2,
      errors: [
        { fieldId: 'street', message: 'Bitte geben Sie die Straße ein.' },
        { fieldId: 'city', message: 'Bitte geben Sie den Ort ein.' },
      ],
    });
    expect(result.errorOf('city')).toBe('Bitte geben Sie den Ort ein.');
    expect(result.errorOf('zipCode')).toBeUndefined();
  });

  it('adds the server’s refusal of a field that passed the form rules, at the field and in the summary', () => {
    const result = errorsOf(
      {},
      { field: 'zipCode', message: 'Diese Postleitzahl kennen wir nicht.' },
    );
    expect(result.summary.errors).toEqual([
      { fieldId: 'zipCode', message: 'Diese Postleitzahl kennen wir nicht.' },
    ]);
    expect(result.errorOf('zipCode')).toBe('Diese Postleitzahl kennen wir nicht.');
  });

  it('shows the form’s own message when the field breaks a rule again', () => {
    const result = errorsOf(
      { street: { type: 'too_small', message: 'street.required' } },
      { field: 'street', message: 'Unbekannte Straße.' },
    );
    expect(result.summary.errors).toEqual([
      { fieldId: 'street', message: 'Bitte geben Sie die Straße ein.' },
    ]);
  });
});

it('leads the summary to the first radio of a radio group, which can take focus', () => {
  const { result } = renderHook(() =>
    useFormErrors({
      formState: {
        errors: { city: { type: 'required', message: 'city.required' } } as FieldErrors<Address>,
        submitCount: 1,
      },
      fields,
      translate,
      radioGroups: ['city'],
    }),
  );
  expect(result.current.summary.errors).toEqual([
    { fieldId: 'city-input', message: 'Bitte geben Sie den Ort ein.' },
  ]);
  expect(result.current.errorOf('city')).toBe('Bitte geben Sie den Ort ein.');
});
