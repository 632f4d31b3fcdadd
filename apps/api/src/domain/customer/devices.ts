import type { DeviceDescription } from '@account/contracts';
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

/** Longer User-Agents are cut: the device's name is at the front, and the column stays small. */
const USER_AGENT_MAX_LENGTH = 512;

export function storedUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * The names bowser itself knows. Anything else it reports comes from the User-Agent's own words
 * (its catch-all takes the first "name/version" of any string), and a User-Agent is whatever the
 * caller sends: a failed login with "Konto gesperrt, rufen Sie 0900-… an" must not reach the
 * owner's login history or mails as if it were a device.
 */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));
const KNOWN_PLATFORMS = new Set(Object.values(Bowser.PLATFORMS_MAP));
/** A version is digits and dots (bowser's names for system versions, "10", "Sonoma", are its own). */
const VERSION = /^\d{1,6}(?:[._]\d{1,6})*$/;
const SYSTEM_VERSION_NAME = /^[A-Za-z0-9 .]{1,20}$/;

interface KnownDevice {
  browser: string | null;
  browserVersion: string | null;
  os: string | null;
  osVersion: string | null;
  type: string | null;
  model: 'iPhone' | 'iPad' | null;
}

/** The Apple devices bowser names by their model; Android models are the maker's own strings. */
const APPLE_MODELS = new Set(['iPhone', 'iPad'] as const);
const appleModel = (model: string | undefined) =>
  [...APPLE_MODELS].find((known) => known === model) ?? null;

const known = (name: string | undefined, names: Set<string>) =>
  name && names.has(name) ? name : null;

/** What bowser recognises in a User-Agent, and nothing of the caller's own words. */
function knownDevice(userAgent: string | null): KnownDevice {
  // bowser refuses an empty string; a client without User-Agent is still a client.
  if (!userAgent)
    return {
      browser: null,
      browserVersion: null,
      os: null,
      osVersion: null,
      type: null,
      model: null,
    };
  const parsed = Bowser.parse(userAgent);
  const browser = known(parsed.browser.name, KNOWN_BROWSERS);
  const os = known(parsed.os.name, KNOWN_SYSTEMS);
  const major = parsed.browser.version?.split('.')[0];
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  return {
    browser,
    browserVersion: browser && major && VERSION.test(major) ? major : null,
    os,
    osVersion:
      os && osVersion && (VERSION.test(osVersion) || SYSTEM_VERSION_NAME.test(osVersion))
        ? osVersion
        : null,
    type: known(parsed.platform.type, KNOWN_PLATFORMS),
    model: appleModel(parsed.platform.model),
  };
}

/**
 * Browser, operating system and kind of device, as the security centre names them: with versions
 * for the login history, without them (and the Apple model) for the device in a customer's words.
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  const device = knownDevice(userAgent);
  const browser = [device.browser, device.browserVersion].filter(Boolean).join(' ');
  const os = [device.os, device.osVersion].filter(Boolean).join(' ');
  return {
    browser: browser || null,
    os: os || null,
    type: device.type,
    browserName: device.browser,
    osName: device.os,
    model: device.model,
  };
}

/** The device as a mail names it: "Firefox 128, Linux", or "Unbekanntes Gerät". */
export function deviceNameForMail(userAgent: string | null): string {
  const { browser, os } = describeDevice(userAgent);
  return [browser, os].filter(Boolean).join(', ') || 'Unbekanntes Gerät';
}

/**
 * What counts as one device for the new-device mail: the browser and operating system families
 * (no versions, so an update is no new device). A device-id cookie would tell two laptops apart,
 * but every cleared cookie would mail a false alarm, and the mail must stay rare to be read.
 */
export function deviceKey(userAgent: string | null): string {
  const { browser, os } = knownDevice(userAgent);
  return `${browser ?? 'unknown'}|${os ?? 'unknown'}`;
}

/**
 * The place of use without a geolocation service: the network of the address (IPv4 /24,
 * IPv6 /48), which tells a customer "home" from "elsewhere" without storing the address itself.
 */
export function coarseNetwork(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4')
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/24`).toString()}/24`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/48`).toString()}/48`;
}
