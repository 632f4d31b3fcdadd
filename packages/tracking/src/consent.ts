import { runtimeConfig } from '@account/config';
import type { ConsentSettings, TrackingConsent } from '@account/contracts';

type ConsentAdapter<S extends ConsentSettings = ConsentSettings> = (settings: S) => TrackingConsent;

/** The consent tool stores `{"personalisation": true|false}`; anything else is no decision. */
const storedDecision: ConsentAdapter<Extract<ConsentSettings, { adapter: 'storage' }>> = ({
  key,
}) => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    const given =
      typeof stored === 'object' &&
      stored !== null &&
      (stored as { personalisation?: unknown }).personalisation === true;
    return given ? 'yes' : 'no';
  } catch {
    // Unreadable storage (privacy mode) or a malformed entry: no decision, so no consent.
    return 'no';
  }
};

/**
 * The customer's tracking consent from the consent tool the runtime configuration names (spec
 * section 9: its personalisation setting). "no" while no decision is stored, when no tool is
 * configured, or before the configuration is loaded. Read on every call: the customer may
 * change their decision while the page lives.
 */
export function trackingConsent(): TrackingConsent {
  let settings: ConsentSettings | undefined;
  try {
    settings = runtimeConfig().consent;
  } catch {
    return 'no';
  }
  if (!settings || settings.adapter === 'none') return 'no';
  return storedDecision(settings);
}

/**
 * Records the customer's tracking decision where the configured consent tool keeps it, so
 * `trackingConsent()` in this browser follows a switch of the privacy centre at once. Nothing
 * happens without a tool (`none`) or where storage is unavailable (privacy mode): the account's
 * preference, stored by the privacy centre, stays the record.
 */
export function recordTrackingDecision(given: boolean): void {
  let settings: ConsentSettings | undefined;
  try {
    settings = runtimeConfig().consent;
  } catch {
    return;
  }
  if (settings?.adapter !== 'storage') return;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(settings.key) ?? 'null');
    const decision = typeof stored === 'object' && stored !== null ? stored : {};
    window.localStorage.setItem(
      settings.key,
      JSON.stringify({ ...decision, personalisation: given }),
    );
  } catch {
    // Storage refused or a malformed entry we must not overwrite blindly: leave the tool's own.
  }
}
