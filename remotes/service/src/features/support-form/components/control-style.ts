import { theme } from '@account/ui';

/** The look of the kit's text input, for the form's select and text area. */
export const controlStyle = (invalid: boolean) =>
  ({
    width: '100%',
    maxWidth: theme.size.field,
    minHeight: theme.hitArea,
    padding: theme.space(1),
    font: 'inherit',
    color: theme.color.text,
    background: theme.color.white,
    border: `2px solid ${invalid ? theme.color.error : theme.color.border}`,
    borderRadius: 0,
  }) as const;
