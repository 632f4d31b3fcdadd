import { theme } from '../theme';

/** The wordmark of the fictional Shop24 Direkt, drawn inline so it needs no request. */
export function Wordmark() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 188 40"
      width={188}
      height={40}
      css={{ display: 'block', [theme.media.phone]: { width: 141, height: 30 } }}
    >
      <rect x={0} y={2} width={36} height={36} rx={8} fill={theme.color.brand} />
      <path
        d="M10 27c2 1.6 4.4 2.4 7 2.4 3.4 0 5.6-1.6 5.6-4.1 0-5.6-11.8-3.6-11.8-10.5 0-3.3 2.9-5.6 7-5.6 2.3 0 4.4.6 6 1.8"
        fill="none"
        stroke={theme.color.white}
        strokeWidth={3.2}
        strokeLinecap="round"
      />
      <text
        x={44}
        y={22}
        fontFamily={theme.font}
        fontWeight={700}
        fontSize={20}
        fill={theme.color.text}
      >
        Shop
        <tspan fill={theme.color.brand}>24</tspan>
      </text>
      {/* The space is never drawn, but a link's visible text is read from these nodes: without it
          "Shop24DIREKT" is one word the link's name "Shop24 Direkt – …" does not contain. */}{' '}
      <text
        x={44}
        y={37}
        fontFamily={theme.font}
        fontWeight={700}
        fontSize={12}
        letterSpacing={3.4}
        fill={theme.color.muted}
      >
        DIREKT
      </text>
    </svg>
  );
}
