import type { DeviceDescription } from '@account/contracts';
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';

/** Longer User-Agents are cut: the device's name is at the front, and the column stays small. */
const USER_AGENT_MAX_LENGTH = 512;

export function storedUserAgent(userAgent: string | undefined): string | null {
  return userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** Browser, operating system and kind of device, as the security centre names them. */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null, type: parsed.platform.type ?? null };
}

/**
 * What counts as one device for the new-device mail: the browser and operating system families
 * (no versions, so an update is no new device). A device-id cookie would tell two laptops apart,
 * but every cleared cookie would mail a false alarm, and the mail must stay rare to be read.
 */
export function deviceKey(userAgent: string | null): string {
  const { browser, os } = Bowser.parse(userAgent ?? '');
  return `${browser.name ?? 'unknown'}|${os.name ?? 'unknown'}`;
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
