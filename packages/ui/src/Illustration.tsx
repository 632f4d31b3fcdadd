import type { ReactNode } from 'react';
import { theme } from './theme';

export type IllustrationName =
  'error' | 'notFound' | 'construction' | 'goodbye' | 'empty' | 'success';

const { brand, brandTint, muted, divider, white } = theme.color;

/** Simple drawings on a 120 × 120 grid; a circle of the brand tint behind each. */
const drawings: Record<IllustrationName, ReactNode> = {
  error: (
    <>
      <path
        d="M60 30 92 86H28z"
        fill={white}
        stroke={brand}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M60 50v18" stroke={brand} strokeWidth={5} strokeLinecap="round" />
      <circle cx={60} cy={77} r={3.5} fill={brand} />
    </>
  ),
  notFound: (
    <>
      <circle cx={54} cy={54} r={22} fill={white} stroke={brand} strokeWidth={4} />
      <path d="m70 70 18 18" stroke={brand} strokeWidth={6} strokeLinecap="round" />
      <path
        d="M48 48c0-4 3-7 6.5-7s6.5 2.6 6.5 6c0 5-6.5 5-6.5 10"
        fill="none"
        stroke={muted}
        strokeWidth={3.5}
        strokeLinecap="round"
      />
      <circle cx={54.5} cy={64} r={2.5} fill={muted} />
    </>
  ),
  construction: (
    <>
      <rect
        x={26}
        y={52}
        width={68}
        height={16}
        rx={3}
        fill={white}
        stroke={brand}
        strokeWidth={4}
      />
      <path d="m36 52 14 16M56 52l14 16M76 52l14 16" stroke={brand} strokeWidth={4} />
      <path d="M34 68v20M86 68v20M28 88h64" stroke={muted} strokeWidth={4} strokeLinecap="round" />
      <path d="M60 28v24" stroke={muted} strokeWidth={4} />
      <circle cx={60} cy={26} r={5} fill={brand} />
    </>
  ),
  goodbye: (
    <>
      <path
        d="M40 90V50a6 6 0 0 1 12 0v16-28a6 6 0 0 1 12 0v28-22a6 6 0 0 1 12 0v34c0 12-8 20-20 20h-2c-8 0-14-4-18-12l-8-14a6 6 0 0 1 10-6z"
        fill={white}
        stroke={brand}
        strokeWidth={4}
        strokeLinejoin="round"
      />
    </>
  ),
  empty: (
    <>
      <path
        d="M30 48 60 36l30 12v30L60 90 30 78z"
        fill={white}
        stroke={brand}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path
        d="M30 48l30 12 30-12M60 60v30"
        fill="none"
        stroke={brand}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M44 42l30 12" stroke={divider} strokeWidth={4} />
    </>
  ),
  success: (
    <>
      <circle cx={60} cy={60} r={28} fill={white} stroke={brand} strokeWidth={4} />
      <path
        d="m47 61 9 9 18-19"
        fill="none"
        stroke={brand}
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** Decorative: the heading beside it says everything the picture does. */
export function Illustration({
  name,
  size = theme.size.illustration,
}: {
  name: IllustrationName;
  size?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 120 120"
      css={{ display: 'block', margin: '0 auto' }}
    >
      <circle cx={60} cy={60} r={58} fill={brandTint} />
      {drawings[name]}
    </svg>
  );
}
