import {
  breakpoint,
  color,
  fontFamily,
  fontSize,
  fontWeight,
  hitArea,
  media,
  radii,
  shadow,
  size,
  space,
} from './tokens';

/** The tokens as one object, the way components read them (`theme.color.brand`). */
export const theme = {
  color,
  space,
  font: fontFamily,
  fontSize,
  fontWeight,
  radius: radii.sm,
  radii,
  shadow,
  breakpoint,
  media,
  hitArea,
  size,
  /** Same as media.phone; kept because every screen used it before the token set. */
  mobile: media.phone,
} as const;

export const focusRing = {
  outline: `3px solid ${color.focus}`,
  outlineOffset: 0,
  boxShadow: `0 0 0 5px ${color.text}`,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
