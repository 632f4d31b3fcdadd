import bwipjs from 'bwip-js';
import { BinaryBitmap, HybridBinarizer, ITFReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { carriers, returnCarrierOf } from './carriers';
import { identcodeCheckDigit, s10CheckDigit } from './parcel-numbers';

describe('parcel numbers', () => {
  it("computes DHL's Identcode check digit (weights 4/9, mod 10) and the UPU S10 one (mod 11)", () => {
    // Deutsche Post's own Identcode example, 56.310 243.031 3; the S10 standard's RR 12345678 5.
    expect(identcodeCheckDigit('56310243031')).toBe(3);
    expect(s10CheckDigit('12345678')).toBe(5);
    // The S10 rule's two corner cases: a remainder of 1 gives 0, of 0 gives 5.
    expect(s10CheckDigit('00060000')).toBe(0);
    expect(s10CheckDigit('00000000')).toBe(5);
  });

  it("agrees with BWIPP's own Identcode encoder on DHL's check digits", async () => {
    for (const serial of [1, 42, 987_654_321]) {
      const number = carriers.dhl.parcelNumbers.numberOf(serial);
      // BWIPP adds the check digit to the 11 digits itself; ZXing reads all 12 off its bars.
      const png = PNG.sync.read(
        await bwipjs.toBuffer({
          bcid: 'identcode',
          text: number.slice(0, 11),
          scale: 3,
          height: 10,
          paddingwidth: 20,
          backgroundcolor: 'FFFFFF',
        }),
      );
      const grey = new Uint8ClampedArray(png.width * png.height).map((_, i) => png.data[i * 4]!);
      const bitmap = new BinaryBitmap(
        new HybridBinarizer(new RGBLuminanceSource(grey, png.width, png.height)),
      );
      expect(new ITFReader().decode(bitmap).getText()).toBe(number);
    }
  });

  it("sends each shop's returns with its carrier, numbered in the carrier's format", () => {
    expect(['DE', 'AT', 'CH'].map((c) => returnCarrierOf(c as 'DE').name)).toEqual([
      'DHL',
      'Österreichische Post',
      'Die Schweizerische Post',
    ]);
    const dhl = carriers.dhl.parcelNumbers;
    expect(dhl.numberOf(1)).toBe('340000000018');
    expect(dhl.isValid('340000000018')).toBe(true);
    expect(dhl.isValid('340000000019')).toBe(false);
    expect(dhl.readable('340000000018')).toBe('34.000 000.001 8');

    const postAt = carriers['post-at'].parcelNumbers;
    expect(postAt.numberOf(1)).toBe('CR500000004AT');
    expect(postAt.isValid('CR500000004AT')).toBe(true);
    expect(postAt.isValid('CR500000005AT')).toBe(false);
    expect(postAt.readable('CR500000004AT')).toBe('CR 50000000 4 AT');

    const swissPost = carriers['swiss-post'].parcelNumbers;
    expect(swissPost.numberOf(1)).toBe('994010000000000001');
    expect(swissPost.isValid('994010000000000001')).toBe(true);
    expect(swissPost.readable('994010000000000001')).toBe('99.40.100000.00000001');
  });

  it('gives every serial of a range a valid number of its own and refuses one past its end', () => {
    for (const { parcelNumbers } of Object.values(carriers)) {
      const numbers = [1, 2, 3, 999, parcelNumbers.capacity].map((n) => parcelNumbers.numberOf(n));
      expect(numbers.every((number) => parcelNumbers.isValid(number))).toBe(true);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(() => parcelNumbers.numberOf(parcelNumbers.capacity + 1)).toThrow(RangeError);
      expect(() => parcelNumbers.numberOf(0)).toThrow(RangeError);
    }
  });
});
