import type { CSSObject } from '@emotion/react';
import type { ComponentType } from 'react';
import type { SocialProvider } from '@account/contracts';

const size = { width: 20, height: 20, flexShrink: 0 } as const;

/** Google's "G" in its four colours, unaltered, as the sign-in branding guidelines ask. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" css={size} aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Apple's logo in one colour, the button's ink (white on the black button). */
function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" css={size} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
    </svg>
  );
}

/** Facebook's "f" logo: a white circle whose "f" shows the blue of the button through it. */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" css={size} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z" />
    </svg>
  );
}

const marks: Record<SocialProvider, ComponentType> = {
  APPLE: AppleMark,
  GOOGLE: GoogleMark,
  FACEBOOK: FacebookMark,
};

/**
 * The provider's mark on its sign-in button. Decorative: the button's text names the provider,
 * so screen readers skip the picture.
 */
export function ProviderLogo({ provider }: { provider: SocialProvider }) {
  const Mark = marks[provider];
  return <Mark />;
}

/**
 * Each provider's button colours, from its brand rules: Apple black with white, Google white with
 * a grey outline and dark text, Facebook its blue (#0866FF, 4.8:1 with white) with white.
 */
export const providerButtonStyle: Record<SocialProvider, CSSObject> = {
  APPLE: {
    background: '#000',
    color: '#fff',
    borderColor: '#000',
    '&:hover': { background: '#333', color: '#fff' },
  },
  GOOGLE: {
    background: '#fff',
    color: '#1f1f1f',
    borderColor: '#747775',
    '&:hover': { background: '#f2f2f2', color: '#1f1f1f' },
  },
  FACEBOOK: {
    background: '#0866ff',
    color: '#fff',
    borderColor: '#0866ff',
    '&:hover': { background: '#0553d1', color: '#fff' },
  },
};
