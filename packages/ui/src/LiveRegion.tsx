import { useAnnouncement } from './live-region';
import { visuallyHidden } from './theme';

/** Rendered once by the frame; see live-region.ts. */
export function LiveRegion() {
  const text = useAnnouncement();
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="live-region" css={visuallyHidden}>
      {text}
    </div>
  );
}
