/**
 * DEMO DATA: generated product pictures, so orders and the wishlist show images without any
 * download. One drawing per kind of product, so a sneaker looks like a shoe and jeans like
 * trousers; `currentColor` is the product's hue. The kind is written on the picture
 * (`data-kind`), so a test can tell which drawing a product got.
 */
const drawings = {
  // Kitchen
  pan: '<circle cx="66" cy="76" r="38" fill="#3d3d3d"/><circle cx="66" cy="76" r="30" fill="#5a5a5a"/><rect x="100" y="70" width="48" height="12" rx="6" fill="currentColor"/>',
  roaster:
    '<path d="M32 74q48-30 96 0z" fill="currentColor"/><rect x="72" y="50" width="16" height="8" rx="3" fill="#333"/><rect x="36" y="76" width="88" height="50" rx="12" fill="currentColor"/><rect x="20" y="84" width="18" height="10" rx="4" fill="currentColor"/><rect x="122" y="84" width="18" height="10" rx="4" fill="currentColor"/><path d="M36 88h88" stroke="#fff" stroke-width="2" opacity=".6"/>',
  knifeBlock:
    '<rect x="56" y="22" width="9" height="30" rx="3" fill="#222" transform="rotate(-14 60 37)"/><rect x="70" y="16" width="9" height="34" rx="3" fill="#222" transform="rotate(-14 74 33)"/><rect x="84" y="20" width="9" height="30" rx="3" fill="#222" transform="rotate(-14 88 35)"/><path d="M46 130l14-80h44l14 80z" fill="currentColor"/><path d="M62 58h40" stroke="#fff" stroke-width="2" opacity=".5"/>',
  standMixer:
    '<rect x="34" y="120" width="92" height="12" rx="6" fill="currentColor"/><path d="M40 122V44a18 18 0 0 1 18-18h56a14 14 0 0 1 14 14v14a6 6 0 0 1-6 6H62v62z" fill="currentColor"/><path d="M92 60v14" stroke="#555" stroke-width="4"/><path d="M66 80h60l-8 38H74z" fill="#c8ccd2"/>',
  airFryer:
    '<rect x="38" y="24" width="84" height="108" rx="22" fill="currentColor"/><circle cx="80" cy="48" r="11" fill="#fff"/><circle cx="80" cy="48" r="5" fill="#333"/><rect x="48" y="72" width="64" height="48" rx="10" fill="#333"/><rect x="64" y="92" width="32" height="7" rx="3" fill="#777"/>',
  espressoCup:
    '<path d="M70 36q-6 10 0 20M84 32q-6 10 0 20" stroke="#999" stroke-width="3" fill="none"/><ellipse cx="80" cy="118" rx="48" ry="9" fill="currentColor" opacity=".55"/><path d="M52 68h52l-6 44H58z" fill="currentColor"/><path d="M104 76h6a10 10 0 0 1 0 20h-10" stroke="currentColor" stroke-width="6" fill="none"/>',
  mug: '<rect x="42" y="46" width="60" height="72" rx="8" fill="currentColor"/><path d="M102 62h12a14 14 0 0 1 0 28h-12" stroke="currentColor" stroke-width="8" fill="none"/>',
  pepperMill:
    '<circle cx="58" cy="26" r="6" fill="#333"/><path d="M46 32h24l-4 20 8 14-6 62H48l-6-62 8-14z" fill="currentColor"/><circle cx="104" cy="26" r="6" fill="#333"/><path d="M92 32h24l-4 20 8 14-6 62H94l-6-62 8-14z" fill="#555"/>',
  spiceJars:
    '<rect x="26" y="56" width="30" height="10" rx="2" fill="#333"/><rect x="26" y="66" width="30" height="62" rx="4" fill="currentColor"/><rect x="65" y="56" width="30" height="10" rx="2" fill="#333"/><rect x="65" y="66" width="30" height="62" rx="4" fill="#b5651d"/><rect x="104" y="56" width="30" height="10" rx="2" fill="#333"/><rect x="104" y="66" width="30" height="62" rx="4" fill="#7a8a2a"/><path d="M30 90h22M69 90h22M108 90h22" stroke="#fff" stroke-width="8"/>',
  vacuumSealer:
    '<path d="M48 74l6-48h52l6 48" fill="#e4ecf2" stroke="#99a" stroke-width="2"/><rect x="22" y="72" width="116" height="40" rx="12" fill="currentColor"/><rect x="34" y="84" width="64" height="5" rx="2" fill="#fff"/><circle cx="118" cy="92" r="6" fill="#fff"/>',
  plate:
    '<circle cx="80" cy="78" r="52" fill="#fff" stroke="currentColor" stroke-width="7"/><circle cx="80" cy="78" r="32" fill="currentColor" opacity=".25"/><path d="M60 72q20-14 40 0M62 84q18 10 36 0" stroke="#e0a030" stroke-width="5" fill="none"/>',
  blender:
    '<path d="M52 22h56l-8 76H60z" fill="#e0eef5" stroke="#778" stroke-width="3"/><path d="M106 34h12v40h-16" stroke="#778" stroke-width="5" fill="none"/><path d="M68 84l24-8M68 76l24 8" stroke="#555" stroke-width="3"/><rect x="48" y="98" width="64" height="32" rx="6" fill="currentColor"/><circle cx="80" cy="114" r="7" fill="#fff"/>',
  oilBottle:
    '<rect x="70" y="22" width="20" height="22" fill="#2f4f1f"/><path d="M64 44h32l8 20v68a6 6 0 0 1-6 6H62a6 6 0 0 1-6-6V64z" fill="currentColor"/><rect x="60" y="84" width="40" height="30" fill="#fff8e0"/>',
  // Fashion
  sweater:
    '<path d="M56 28h48l34 24-6 70h-16l-2-54v64H46V68l-2 54H28l-6-70z" fill="currentColor"/><path d="M62 28q18 16 36 0" stroke="#fff" stroke-width="3" fill="none"/><path d="M46 124h68M28 116h16M116 116h16" stroke="#fff" stroke-width="3" opacity=".6"/>',
  cardigan:
    '<path d="M56 28h48l34 24-6 70h-16l-2-54v64H46V68l-2 54H28l-6-70z" fill="currentColor"/><path d="M64 28l16 30 16-30M80 58v74" stroke="#fff" stroke-width="3" fill="none"/><circle cx="86" cy="76" r="3" fill="#fff"/><circle cx="86" cy="96" r="3" fill="#fff"/><circle cx="86" cy="116" r="3" fill="#fff"/>',
  blouse:
    '<path d="M54 30l-30 20 12 24 12-8v62h64V66l12 8 12-24-30-20z" fill="currentColor"/><path d="M54 30l26 26 26-26M80 56v68" stroke="#fff" stroke-width="3" fill="none"/><path d="M80 70h0M80 88h0M80 106h0" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  jacket:
    '<path d="M54 24h52l32 26-6 74h-16l-2-56v64H46V68l-2 56H28l-6-74z" fill="currentColor"/><path d="M58 24q22 14 44 0" stroke="#333" stroke-width="5" fill="none"/><path d="M80 32v100" stroke="#333" stroke-width="3"/><path d="M46 56h68M46 78h68M46 100h68M46 120h68" stroke="#fff" stroke-width="2" opacity=".55"/>',
  dress:
    '<path d="M64 22h8l8 12 8-12h8l-4 30 8 14-2 6 30 60H32l30-60-2-6 8-14z" fill="currentColor"/><path d="M58 70h44" stroke="#fff" stroke-width="4"/>',
  scarf:
    '<path d="M42 36q38 26 76 0l-4 20q-34 22-68 0z" fill="currentColor"/><path d="M56 52l-10 74h22l6-68z" fill="currentColor"/><path d="M86 58l6 62h20l-14-66z" fill="currentColor" opacity=".8"/><path d="M48 128v8M54 128v8M60 128v8M66 128v8M94 122v8M100 122v8M106 122v8" stroke="currentColor" stroke-width="2"/><circle cx="58" cy="80" r="4" fill="#fff"/><circle cx="62" cy="104" r="4" fill="#fff"/>',
  jeans:
    '<path d="M46 22h68l10 114H94L80 62l-14 74H36z" fill="currentColor"/><path d="M46 32h68" stroke="#fff" stroke-width="2"/><path d="M80 32v28" stroke="#fff" stroke-width="2" stroke-dasharray="3 3"/><path d="M52 36q4 16 18 14M108 36q-4 16-18 14" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>',
  sneaker:
    '<path d="M20 106c0-14 4-30 12-44l24 4c8 12 22 16 38 18l32 8c8 2 14 8 14 14v6H20z" fill="currentColor"/><rect x="18" y="110" width="124" height="14" rx="7" fill="#fff" stroke="#888" stroke-width="2"/><path d="M58 74l10 8M66 68l10 8M74 64l10 8" stroke="#fff" stroke-width="3"/>',
  handbag:
    '<path d="M56 58v-10a24 24 0 0 1 48 0v10" stroke="#5b3a1e" stroke-width="6" fill="none"/><path d="M34 58h92l-8 72H42z" fill="currentColor"/><rect x="72" y="70" width="16" height="8" rx="2" fill="#c9a227"/>',
  shoulderBag:
    '<path d="M42 66L80 18l38 48" stroke="#5b3a1e" stroke-width="4" fill="none"/><rect x="34" y="62" width="92" height="64" rx="8" fill="currentColor"/><path d="M34 70a8 8 0 0 1 8-8h76a8 8 0 0 1 8 8v22q-46 16-92 0z" fill="#000" opacity=".2"/><rect x="74" y="88" width="12" height="9" rx="2" fill="#c9a227"/>',
  pyjama:
    '<path d="M38 28l-20 14 8 16 8-5v44h40V53l8 5 8-16-20-14q-8 8-16 8t-16-8z" fill="currentColor"/><path d="M92 60h48l4 74h-18l-8-54-8 54H88z" fill="currentColor" opacity=".8"/><circle cx="50" cy="58" r="3" fill="#fff"/><circle cx="62" cy="74" r="3" fill="#fff"/><circle cx="112" cy="92" r="3" fill="#fff"/>',
  beanie:
    '<circle cx="80" cy="30" r="13" fill="currentColor"/><path d="M36 100q0-62 44-62t44 62z" fill="currentColor"/><rect x="32" y="96" width="96" height="26" rx="8" fill="currentColor"/><path d="M44 98v22M56 98v22M68 98v22M80 98v22M92 98v22M104 98v22M116 98v22" stroke="#fff" stroke-width="2" opacity=".6"/>',
  // Jewellery
  ring: '<circle cx="80" cy="84" r="32" fill="none" stroke="#b8b8c8" stroke-width="10"/><path d="M70 46l10-14 10 14-10 8z" fill="#e8f4ff" stroke="#8aa" stroke-width="2"/><circle cx="80" cy="84" r="32" fill="none" stroke="currentColor" stroke-width="2" opacity=".5"/>',
  necklace:
    '<path d="M36 24q44 100 88 0" stroke="#c9a227" stroke-width="4" fill="none" stroke-dasharray="7 3"/><path d="M80 80l-14 16 14 24 14-24z" fill="currentColor" stroke="#c9a227" stroke-width="2"/>',
  earrings:
    '<path d="M54 30q-10 0-10 10t10 10" stroke="#999" stroke-width="3" fill="none"/><circle cx="54" cy="86" r="26" fill="none" stroke="currentColor" stroke-width="7"/><path d="M54 50v10" stroke="#999" stroke-width="3"/><path d="M106 30q-10 0-10 10t10 10" stroke="#999" stroke-width="3" fill="none"/><circle cx="106" cy="86" r="26" fill="none" stroke="currentColor" stroke-width="7"/><path d="M106 50v10" stroke="#999" stroke-width="3"/>',
  bracelet:
    '<ellipse cx="80" cy="80" rx="52" ry="30" fill="none" stroke="#b8b8c8" stroke-width="6"/><circle cx="36" cy="92" r="6" fill="currentColor"/><circle cx="58" cy="106" r="6" fill="currentColor"/><circle cx="80" cy="110" r="6" fill="currentColor"/><circle cx="102" cy="106" r="6" fill="currentColor"/><circle cx="124" cy="92" r="6" fill="currentColor"/>',
  watch:
    '<rect x="66" y="22" width="28" height="116" rx="6" fill="#333"/><circle cx="80" cy="80" r="30" fill="#222"/><circle cx="80" cy="80" r="24" fill="currentColor"/><path d="M80 64v16l10 8" stroke="#fff" stroke-width="4" fill="none"/>',
  jewelleryBox:
    '<path d="M36 84l10-52h68l10 52z" fill="currentColor" opacity=".8"/><rect x="54" y="42" width="52" height="34" rx="3" fill="#dde8f0"/><rect x="30" y="84" width="100" height="44" rx="4" fill="currentColor"/><circle cx="80" cy="106" r="5" fill="#c9a227"/>',
  // Cosmetics
  serum:
    '<ellipse cx="80" cy="30" rx="10" ry="12" fill="#222"/><rect x="72" y="38" width="16" height="22" fill="#333"/><rect x="62" y="60" width="36" height="70" rx="8" fill="currentColor"/><rect x="68" y="82" width="24" height="26" fill="#fff"/>',
  creamJar:
    '<rect x="48" y="44" width="64" height="16" rx="4" fill="#c9a227"/><rect x="44" y="60" width="72" height="62" rx="10" fill="currentColor"/><rect x="56" y="78" width="48" height="22" fill="#fff"/>',
  rollOn:
    '<circle cx="80" cy="34" r="10" fill="#e4ecf2" stroke="#99a" stroke-width="2"/><rect x="66" y="42" width="28" height="88" rx="12" fill="currentColor"/><rect x="70" y="70" width="20" height="30" fill="#fff"/>',
  sheetMask:
    '<path d="M80 24c26 0 42 22 42 52s-18 56-42 56-42-26-42-56 16-52 42-52z" fill="currentColor"/><ellipse cx="64" cy="70" rx="10" ry="6" fill="#fff"/><ellipse cx="96" cy="70" rx="10" ry="6" fill="#fff"/><path d="M80 78v14" stroke="#fff" stroke-width="3"/><ellipse cx="80" cy="108" rx="13" ry="6" fill="#fff"/>',
  perfume:
    '<rect x="66" y="28" width="28" height="14" rx="3" fill="#333"/><rect x="72" y="42" width="16" height="14" fill="#c9a227"/><rect x="44" y="56" width="72" height="72" rx="14" fill="currentColor"/><path d="M56 68v44" stroke="#fff" stroke-width="5" opacity=".5"/>',
  lipstick:
    '<path d="M52 70V42l18-12v40z" fill="currentColor"/><rect x="48" y="70" width="26" height="14" fill="#c9a227"/><rect x="46" y="84" width="30" height="44" rx="3" fill="#333"/><path d="M92 70V42l18-12v40z" fill="currentColor" opacity=".7"/><rect x="88" y="70" width="26" height="14" fill="#c9a227"/><rect x="86" y="84" width="30" height="44" rx="3" fill="#333"/>',
  faceBrush:
    '<circle cx="80" cy="52" r="28" fill="currentColor"/><circle cx="80" cy="52" r="19" fill="#fff" opacity=".55"/><circle cx="80" cy="52" r="4" fill="currentColor"/><rect x="70" y="78" width="20" height="54" rx="10" fill="#eee" stroke="#999" stroke-width="2"/><circle cx="80" cy="100" r="4" fill="currentColor"/>',
  tube: '<path d="M54 24h52l-6 86H60z" fill="currentColor"/><path d="M54 24h52" stroke="#333" stroke-width="4"/><rect x="66" y="52" width="28" height="30" fill="#fff"/><rect x="64" y="110" width="32" height="20" rx="4" fill="#333"/>',
  makeupBrushes:
    '<rect x="44" y="74" width="9" height="58" rx="4" fill="#333" transform="rotate(-14 48 103)"/><path d="M44 74q-6-30 10-48q12 22 4 48z" fill="currentColor" transform="rotate(-14 48 50)"/><rect x="76" y="70" width="9" height="62" rx="4" fill="#333"/><path d="M76 70q-8-26 4-46q12 20 5 46z" fill="currentColor" opacity=".8"/><rect x="108" y="74" width="9" height="58" rx="4" fill="#333" transform="rotate(14 112 103)"/><path d="M108 74q-4-30 8-48q10 22 1 48z" fill="currentColor" transform="rotate(14 112 50)"/>',
  hairDryer:
    '<rect x="20" y="54" width="20" height="40" rx="4" fill="#333"/><path d="M38 48h60a26 26 0 0 1 0 52H38z" fill="currentColor"/><circle cx="96" cy="74" r="12" fill="#fff" opacity=".5"/><path d="M72 98l-8 36h20l6-36z" fill="currentColor"/>',
  // Home
  handVacuum:
    '<rect x="86" y="22" width="40" height="46" rx="12" fill="currentColor"/><path d="M124 34a16 16 0 0 1 0 26" stroke="#333" stroke-width="7" fill="none"/><path d="M92 66L52 118" stroke="#555" stroke-width="10" stroke-linecap="round"/><rect x="24" y="114" width="52" height="14" rx="6" fill="#333"/>',
  pillow:
    '<path d="M28 48q52-16 104 0q-10 36 0 72q-52 16-104 0q10-36 0-72z" fill="currentColor"/><path d="M42 60q38-10 76 0" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>',
  blanket:
    '<rect x="26" y="50" width="108" height="32" rx="10" fill="currentColor"/><rect x="26" y="86" width="108" height="32" rx="10" fill="currentColor" opacity=".8"/><path d="M40 50v32M60 50v32M80 50v32M100 50v32M120 50v32" stroke="#fff" stroke-width="2" opacity=".4"/><path d="M30 118v10M38 118v10M46 118v10M54 118v10M62 118v10M70 118v10M78 118v10M86 118v10M94 118v10M102 118v10M110 118v10M118 118v10M126 118v10" stroke="currentColor" stroke-width="2"/>',
  smartwatch:
    '<rect x="66" y="20" width="28" height="120" rx="6" fill="#333"/><rect x="52" y="50" width="56" height="60" rx="14" fill="#222"/><rect x="58" y="56" width="44" height="48" rx="9" fill="currentColor"/><path d="M62 82h10l4-10 6 20 4-10h12" stroke="#fff" stroke-width="3" fill="none"/>',
  candles:
    '<path d="M44 44q-6 8 0 14q6-6 0-14zM80 36q-6 8 0 14q6-6 0-14zM116 44q-6 8 0 14q6-6 0-14z" fill="#f2a516"/><path d="M44 58v8M80 50v8M116 58v8" stroke="#333" stroke-width="2"/><rect x="28" y="66" width="32" height="60" rx="6" fill="currentColor"/><rect x="64" y="58" width="32" height="68" rx="6" fill="currentColor" opacity=".8"/><rect x="100" y="66" width="32" height="60" rx="6" fill="currentColor"/>',
  bedding:
    '<rect x="24" y="48" width="112" height="82" rx="6" fill="currentColor"/><rect x="34" y="30" width="44" height="28" rx="9" fill="#fff" stroke="currentColor" stroke-width="3"/><rect x="82" y="30" width="44" height="28" rx="9" fill="#fff" stroke="currentColor" stroke-width="3"/><path d="M24 70h112" stroke="#fff" stroke-width="3" opacity=".6"/><path d="M40 92q40 14 80 0" stroke="#fff" stroke-width="2" fill="none" opacity=".5"/>',
  towels:
    '<rect x="34" y="96" width="92" height="28" rx="8" fill="currentColor"/><rect x="38" y="68" width="84" height="26" rx="8" fill="currentColor" opacity=".8"/><rect x="42" y="42" width="76" height="24" rx="8" fill="currentColor" opacity=".65"/><path d="M34 114h92M38 86h84M42 60h76" stroke="#fff" stroke-width="3" opacity=".7"/>',
  seatCushion:
    '<path d="M46 22h68a8 8 0 0 1 8 8v70H38V30a8 8 0 0 1 8-8z" fill="currentColor"/><rect x="30" y="96" width="100" height="30" rx="10" fill="currentColor" opacity=".85"/><circle cx="66" cy="44" r="6" fill="#fff" opacity=".6"/><circle cx="94" cy="44" r="6" fill="#fff" opacity=".6"/><circle cx="66" cy="70" r="6" fill="#fff" opacity=".6"/><circle cx="94" cy="70" r="6" fill="#fff" opacity=".6"/><path d="M130 110q14 0 14 18" stroke="#333" stroke-width="3" fill="none"/>',
  // Garden
  secateurs:
    '<path d="M62 128l16-56" stroke="currentColor" stroke-width="13" stroke-linecap="round"/><path d="M98 128L82 72" stroke="currentColor" stroke-width="13" stroke-linecap="round"/><path d="M78 72l-12-46q18 8 16 46z" fill="#aab"/><path d="M82 72l14-44q-18 6-16 44z" fill="#778"/><circle cx="80" cy="72" r="5" fill="#333"/>',
  solarLight:
    '<rect x="50" y="30" width="60" height="12" rx="3" fill="#234"/><path d="M60 36h40M70 30v12M90 30v12" stroke="#6a8caf" stroke-width="1.5"/><path d="M56 42h48l-6 26H62z" fill="#ffe9a8" stroke="#333" stroke-width="2"/><path d="M40 54h-10M120 54h10M46 70l-8 6M114 70l8 6" stroke="#f2a516" stroke-width="3"/><rect x="76" y="68" width="8" height="52" fill="#333"/><path d="M76 120l4 14 4-14z" fill="#333"/>',
  raisedBed:
    '<path d="M46 78q-10-34 8-44q6 22-8 44zM80 78q-12-40 0-52q12 12 0 52zM114 78q10-34-8-44q-6 22 8 44z" fill="currentColor"/><rect x="24" y="76" width="112" height="52" fill="#a8733f"/><path d="M24 94h112M24 112h112" stroke="#7a4f25" stroke-width="3"/><path d="M30 76v52M130 76v52" stroke="#7a4f25" stroke-width="4"/>',
  wateringCan:
    '<path d="M52 44a28 28 0 0 1 56 0" stroke="currentColor" stroke-width="7" fill="none"/><rect x="40" y="50" width="70" height="74" rx="10" fill="currentColor"/><path d="M108 100l32-44" stroke="currentColor" stroke-width="8" stroke-linecap="round"/><rect x="134" y="44" width="14" height="16" rx="3" fill="currentColor" transform="rotate(36 141 52)"/><path d="M40 76h70" stroke="#fff" stroke-width="2" opacity=".5"/>',
} as const;

export type ProductKind = keyof typeof drawings;

export const productKinds = Object.keys(drawings) as ProductKind[];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function productImage(name: string, brand: string, kind: ProductKind, hue: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" data-kind="${kind}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="160" height="160" fill="hsl(${hue} 45% 93%)"/>`,
    `<g color="hsl(${hue} 55% 42%)">${drawings[kind]}</g>`,
    `<text x="80" y="154" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" fill="#333">${escapeXml(brand)}</text>`,
    '</svg>',
  ].join('');
}
