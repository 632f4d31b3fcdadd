import { color } from './tokens';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

it.each([
  ['brand on white', color.brand, color.white],
  ['white on brand', color.white, color.brand],
  ['brand on its tint', color.brand, color.brandTint],
  ['muted on the page', color.muted, color.page],
  ['muted on subtle', color.muted, color.subtle],
  ['error on its tint', color.error, color.errorTint],
  ['success on its tint', color.success, color.successTint],
  ['warning on its tint', color.warning, color.warningTint],
  ['progress on its tint', color.progress, color.progressTint],
  ['text on neutral tint', color.text, color.neutralTint],
])('%s passes AA for normal text', (_, foreground, background) => {
  expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
});

it('form borders pass the 3:1 of non-text contrast', () => {
  expect(contrast(color.border, color.white)).toBeGreaterThanOrEqual(3);
});
