import { recordTrackingDecision, trackingConsent } from './consent';
import { configure, CONSENT_KEY } from './test-setup';

describe('trackingConsent', () => {
  beforeEach(() => window.localStorage.clear());

  it('is "no" while the consent tool has stored no decision', () => {
    configure({ adapter: 'storage', key: CONSENT_KEY });
    expect(trackingConsent()).toBe('no');
  });

  it('follows the stored personalisation decision, both ways', () => {
    configure({ adapter: 'storage', key: CONSENT_KEY });
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: true }));
    expect(trackingConsent()).toBe('yes');
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: false }));
    expect(trackingConsent()).toBe('no');
  });

  it('is "no" for a malformed entry, without a tool, or without an adapter in the configuration', () => {
    configure({ adapter: 'storage', key: CONSENT_KEY });
    window.localStorage.setItem(CONSENT_KEY, '{personalisation');
    expect(trackingConsent()).toBe('no');
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: true }));
    configure({ adapter: 'none' });
    expect(trackingConsent()).toBe('no');
    configure();
    expect(trackingConsent()).toBe('no');
  });
});

describe('recordTrackingDecision', () => {
  beforeEach(() => window.localStorage.clear());

  it("stores the privacy centre's decision for the consent tool, keeping the tool's other settings", () => {
    configure({ adapter: 'storage', key: CONSENT_KEY });
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ statistics: true }));
    recordTrackingDecision(true);
    expect(trackingConsent()).toBe('yes');
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({
      statistics: true,
      personalisation: true,
    });
    recordTrackingDecision(false);
    expect(trackingConsent()).toBe('no');
  });

  it('leaves a malformed entry alone and stores nothing without a tool', () => {
    configure({ adapter: 'storage', key: CONSENT_KEY });
    window.localStorage.setItem(CONSENT_KEY, '{personalisation');
    recordTrackingDecision(true);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('{personalisation');
    window.localStorage.clear();
    configure({ adapter: 'none' });
    recordTrackingDecision(true);
    expect(window.localStorage.length).toBe(0);
  });
});
