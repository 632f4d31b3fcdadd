/** DEMO DATA: simple generated product pictures, so the orders show images without any download. */
export type ProductShape =
  'pan' | 'shirt' | 'ring' | 'bottle' | 'box' | 'pillow' | 'mug' | 'jar' | 'watch' | 'bag';

const shapes: Record<ProductShape, string> = {
  pan: '<circle cx="70" cy="72" r="38" fill="#3d3d3d"/><circle cx="70" cy="72" r="30" fill="#5a5a5a"/><rect x="104" y="66" width="44" height="12" rx="6" fill="#7a4a21"/>',
  shirt:
    '<path d="M52 36l-28 18 12 22 14-8v58h60V68l14 8 12-22-28-18c-4 10-14 16-28 16s-24-6-28-16z" fill="currentColor"/>',
  ring: '<circle cx="80" cy="84" r="32" fill="none" stroke="#b8b8c8" stroke-width="10"/><path d="M70 46l10-14 10 14-10 8z" fill="#e8f4ff" stroke="#8aa" stroke-width="2"/>',
  bottle:
    '<rect x="70" y="22" width="20" height="22" fill="#2f4f1f"/><path d="M64 44h32l8 20v68a6 6 0 0 1-6 6H62a6 6 0 0 1-6-6V64z" fill="currentColor"/><rect x="60" y="84" width="40" height="30" fill="#fff8e0"/>',
  box: '<path d="M30 56l50-22 50 22v60l-50 22-50-22z" fill="currentColor"/><path d="M30 56l50 22 50-22M80 78v60" stroke="#fff" stroke-width="3" fill="none"/>',
  pillow: '<path d="M28 48q52-16 104 0q-10 36 0 72q-52 16-104 0q10-36 0-72z" fill="currentColor"/>',
  mug: '<rect x="42" y="46" width="60" height="72" rx="8" fill="currentColor"/><path d="M102 62h12a14 14 0 0 1 0 28h-12" stroke="currentColor" stroke-width="8" fill="none"/>',
  jar: '<rect x="48" y="44" width="64" height="16" rx="4" fill="#c9a227"/><rect x="44" y="60" width="72" height="62" rx="10" fill="currentColor"/><rect x="56" y="78" width="48" height="22" fill="#fff"/>',
  watch:
    '<rect x="66" y="22" width="28" height="116" rx="6" fill="#333"/><circle cx="80" cy="80" r="30" fill="#222"/><circle cx="80" cy="80" r="24" fill="currentColor"/><path d="M80 64v16l10 8" stroke="#fff" stroke-width="4" fill="none"/>',
  bag: '<path d="M56 58v-10a24 24 0 0 1 48 0v10" stroke="#5b3a1e" stroke-width="6" fill="none"/><path d="M34 58h92l-8 72H42z" fill="currentColor"/>',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function productImage(
  name: string,
  brand: string,
  shape: ProductShape,
  hue: number,
): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="160" height="160" fill="hsl(${hue} 45% 93%)"/>`,
    `<g color="hsl(${hue} 55% 42%)">${shapes[shape]}</g>`,
    `<text x="80" y="154" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" fill="#333">${escapeXml(brand)}</text>`,
    '</svg>',
  ].join('');
}
