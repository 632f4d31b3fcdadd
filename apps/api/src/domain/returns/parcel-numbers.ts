/**
 * The parcel number formats of the shops' carriers: how a serial of the shop's range becomes a
 * number the carrier scans, with the check digit where the carrier's format defines one, and how
 * it is printed for people to read and type. The barcode encodes the compact form.
 */
export interface ParcelNumberFormat {
  /**
   * The format's name, as documented (issue 39,
   * docs/decisions/053-return-labels-that-can-do-what-they-promise.md).
   */
  name: string;
  /** How many numbers the range holds: serials 1 … capacity. */
  capacity: number;
  /** The number of the range's nth parcel (n ≥ 1), compact, as the barcode encodes it. */
  numberOf(serial: number): string;
  /** Whether a number has this format and its check digit is right. */
  isValid(number: string): boolean;
  /** The number grouped as the carrier prints it under its barcode. */
  readable(number: string): string;
}

const digits = (text: string) => [...text].map(Number);

/**
 * The check digit of Deutsche Post DHL's Identcode and Leitcode: the 11 digits weighted 4, 9, 4,
 * 9 … from the left, the sum's distance to the next multiple of 10.
 */
export function identcodeCheckDigit(elevenDigits: string): number {
  const sum = digits(elevenDigits).reduce(
    (total, digit, index) => total + digit * (index % 2 === 0 ? 4 : 9),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The check digit of a UPU S10 item identifier: weights 8 6 4 2 3 5 9 7, modulo 11 (10 → 0, 11 → 5). */
export function s10CheckDigit(eightDigits: string): number {
  const sum = digits(eightDigits).reduce(
    (total, digit, index) => total + digit * S10_WEIGHTS[index]!,
    0,
  );
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

function inRange(format: { capacity: number }, serial: number): void {
  if (!Number.isInteger(serial) || serial < 1 || serial > format.capacity)
    throw new RangeError(`The parcel number range is used up (serial ${serial}).`);
}

/**
 * DHL: the 12-digit Identcode, 11 digits and the mod-10 check digit (weights 4/9), printed
 * "34.000 000.001 2" as on DHL labels. The range starts with the shop's 2-digit prefix.
 */
export function identcode(prefix: string): ParcelNumberFormat {
  const format: ParcelNumberFormat = {
    name: 'DHL Identcode (12 Ziffern, Prüfziffer Modulo 10, Gewichte 4/9)',
    capacity: 999_999_999,
    numberOf(serial) {
      inRange(format, serial);
      const body = `${prefix}${String(serial).padStart(9, '0')}`;
      return `${body}${identcodeCheckDigit(body)}`;
    },
    isValid: (number) =>
      /^\d{12}$/.test(number) && identcodeCheckDigit(number.slice(0, 11)) === Number(number[11]),
    readable: (number) =>
      `${number.slice(0, 2)}.${number.slice(2, 5)} ${number.slice(5, 8)}.${number.slice(8, 11)} ${number[11]}`,
  };
  return format;
}

/**
 * A UPU S10 item identifier: service indicator (2 letters), 8-digit serial, the mod-11 check
 * digit and the operator's country, e.g. "CR 12345678 5 AT" printed, "CR123456785AT" encoded.
 */
export function s10(serviceIndicator: string, country: string, first: number): ParcelNumberFormat {
  const format: ParcelNumberFormat = {
    name: `UPU S10 (${serviceIndicator}…${country}, Prüfziffer Modulo 11)`,
    capacity: 99_999_999 - first + 1,
    numberOf(serial) {
      inRange(format, serial);
      const body = String(first + serial - 1).padStart(8, '0');
      return `${serviceIndicator}${body}${s10CheckDigit(body)}${country}`;
    },
    isValid(number) {
      const match = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(number);
      return (
        match?.[1] === serviceIndicator &&
        match[4] === country &&
        s10CheckDigit(match[2]!) === Number(match[3])
      );
    },
    readable: (number) =>
      `${number.slice(0, 2)} ${number.slice(2, 10)} ${number[10]} ${number.slice(11)}`,
  };
  return format;
}

/**
 * Swiss Post's domestic parcel number, 18 digits "99.xx.xxxxxx.xxxxxxxx": 99, the product code,
 * the sender's franking licence and an 8-digit serial. Swiss Post publishes no check digit for
 * it, so none is computed.
 */
export function swissPostParcelNumber(product: string, licence: string): ParcelNumberFormat {
  const format: ParcelNumberFormat = {
    name: 'Swiss Post Paketnummer (18 Ziffern, 99.Produkt.Frankierlizenz.Laufnummer)',
    capacity: 99_999_999,
    numberOf(serial) {
      inRange(format, serial);
      return `99${product}${licence}${String(serial).padStart(8, '0')}`;
    },
    isValid: (number) => /^\d{18}$/.test(number) && number.startsWith(`99${product}${licence}`),
    readable: (number) =>
      `${number.slice(0, 2)}.${number.slice(2, 4)}.${number.slice(4, 10)}.${number.slice(10)}`,
  };
  return format;
}
