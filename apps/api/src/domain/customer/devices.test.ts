import { coarseNetwork, describeDevice, deviceKey, deviceNameForMail } from './devices';

describe('coarseNetwork', () => {
  it('keeps an IPv4 address to its /24', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('keeps an IPv6 address to its /48', () => {
    expect(coarseNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 it is', () => {
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('answers null for what is no address', () => {
    expect(coarseNetwork('')).toBeNull();
  });
});

const NOTHING = {
  browser: null,
  os: null,
  type: null,
  browserName: null,
  osName: null,
  model: null,
};

describe('devices', () => {
  const firefox128 = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

  it('names browser with major version, system and kind', () => {
    expect(describeDevice(firefox128)).toEqual({
      browser: 'Firefox 128',
      os: 'Linux',
      type: 'desktop',
      browserName: 'Firefox',
      osName: 'Linux',
      model: null,
    });
    expect(describeDevice(null)).toEqual(NOTHING);
  });

  // Issue 40: "Safari auf iPhone", not "Safari 18 auf iOS 18.1".
  it('names an iPhone and an iPad by their model, and the browser and system without versions', () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(describeDevice(iPhone)).toMatchObject({
      browserName: 'Safari',
      osName: 'iOS',
      type: 'mobile',
      model: 'iPhone',
    });
    const iPad =
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeDevice(iPad)).toMatchObject({ type: 'tablet', model: 'iPad' });
  });

  it("never takes an Android maker's model string for a name", () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(describeDevice(pixel)).toMatchObject({
      browserName: 'Chrome',
      osName: 'Android',
      type: 'mobile',
      model: null,
    });
  });

  it('counts a browser update as the same device, another browser as a new one', () => {
    expect(deviceKey(firefox128.replaceAll('128.0', '130.0'))).toBe(deviceKey(firefox128));
    expect(
      deviceKey(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).not.toBe(deviceKey(firefox128));
  });

  it("names only browsers and systems bowser knows, never the caller's own words", () => {
    const hostile = 'Konto gesperrt, rufen Sie 0900-123456 an/1.0 (Sicherheitsdienst)';
    expect(describeDevice(hostile)).toEqual(NOTHING);
    expect(deviceNameForMail(hostile)).toBe('Unbekanntes Gerät');
    expect(deviceNameForMail(firefox128)).toBe('Firefox 128, Linux');
  });

  it('names a client without User-Agent an unknown device instead of failing', () => {
    expect(deviceKey(null)).toBe('unknown|unknown');
    expect(deviceKey('')).toBe('unknown|unknown');
    expect(describeDevice('')).toEqual(NOTHING);
  });
});
