import sharp from 'sharp';

/**
 * The demo menu's product photos, drawn here rather than committed (no photo files in the repository): each is an
 * SVG scene (a wall with out-of-focus bar lights and a wooden counter, or a linen flat lay; the product with its
 * shading, highlights, bubbles and condensation) rendered by sharp to a 1600×1200 JPEG, the size and kind of file a
 * phone's camera gives, which the seed then sends through the upload pipeline (`media.importImage`) like any
 * manager's photo. About 150 ms of CPU each, plus the pipeline's. Deterministic: the same code draws the same pixels, so
 * the pipeline's content-hashed names are the same on every install.
 */
export const DEMO_PHOTO_KINDS = [
  'lager',
  'ipa',
  'margarita',
  'wine',
  'sour',
  'cider',
  'water',
  'cola',
  'energy',
  'tapwater',
  'mocktail',
  'tee-front',
  'tee-back',
  'cap',
] as const;
export type DemoPhotoKind = (typeof DEMO_PHOTO_KINDS)[number];

/** A small seeded generator (mulberry32): the same scene every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** The bar behind the product: a dim wall, warm out-of-focus lights, a wooden counter and its reflections. */
function barScene(seed: number, tint: string): string {
  const next = random(seed);
  const lights = Array.from({ length: 26 }, () => {
    const colour = ['#ffb347', '#ffd27a', '#ff8a5c', tint, '#fff1c9'][Math.floor(next() * 5)];
    return `<circle cx="${r1(next() * 800)}" cy="${r1(40 + next() * 320)}" r="${r1(10 + next() * 34)}" fill="${colour}" opacity="${r1(0.15 + next() * 0.45)}"/>`;
  }).join('');
  const grain = Array.from({ length: 14 }, (_, i) => {
    const y = 432 + i * 12 + next() * 6;
    return `<path d="M0 ${r1(y)} C 200 ${r1(y - 4 + next() * 8)}, 520 ${r1(y + 6 - next() * 12)}, 800 ${r1(y + next() * 6)}" stroke="#2b1607" stroke-width="${r1(1 + next() * 2.5)}" opacity=".35" fill="none"/>`;
  }).join('');
  return `
  <rect width="800" height="600" fill="url(#wall)"/>
  <g>${lights}</g>
  <rect y="420" width="800" height="180" fill="url(#counter)"/>
  <g>${grain}</g>
  <rect y="418" width="800" height="6" fill="#f3c58a" opacity=".35"/>`;
}

/** A flat lay on linen: the merchandise shots. */
function linenScene(seed: number): string {
  const next = random(seed);
  const weave = Array.from({ length: 40 }, (_, i) => {
    const x = i * 20 + next() * 6;
    return `<path d="M${r1(x)} 0 L${r1(x + 8 - next() * 16)} 600" stroke="#b9ad98" stroke-width="${r1(1 + next() * 2)}" opacity=".25"/>`;
  }).join('');
  return `
  <rect width="800" height="600" fill="url(#linen)"/>
  <g>${weave}</g>
  <rect width="800" height="600" fill="url(#window)"/>`;
}

const defs = (tint: string) => `
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1d1410"/><stop offset=".7" stop-color="#3a2418"/><stop offset="1" stop-color="#4a2d1a"/>
  </linearGradient>
  <linearGradient id="counter" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7a4a25"/><stop offset=".4" stop-color="#5b3418"/><stop offset="1" stop-color="#2e1a0c"/>
  </linearGradient>
  <linearGradient id="linen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ece4d6"/><stop offset="1" stop-color="#cfc3ae"/>
  </linearGradient>
  <radialGradient id="window" cx=".2" cy=".1" r="1">
    <stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".18"/>
  </radialGradient>
  <linearGradient id="glassEdge" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".12" stop-color="#fff" stop-opacity=".08"/>
    <stop offset=".8" stop-color="#fff" stop-opacity=".04"/><stop offset="1" stop-color="#fff" stop-opacity=".4"/>
  </linearGradient>
  <linearGradient id="round" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".3" stop-color="#fff" stop-opacity=".18"/>
    <stop offset=".45" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".5"/>
  </linearGradient>
  <radialGradient id="tint" cx=".5" cy=".4" r=".6">
    <stop offset="0" stop-color="${tint}" stop-opacity=".25"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/>
  </radialGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="1.6"/></filter>
  <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>`;

/** A liquid's body: its colour with the glass's roundness over it. */
const liquid = (id: string, top: string, bottom: string) => `
  <linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>`;

function bubbles(seed: number, x0: number, x1: number, y0: number, y1: number): string {
  const next = random(seed);
  return Array.from({ length: 40 }, () => {
    const x = x0 + next() * (x1 - x0);
    const y = y0 + next() * (y1 - y0);
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.8 + next() * 1.8)}" fill="#fff" opacity="${r1(0.25 + next() * 0.5)}"/>`;
  }).join('');
}

function condensation(seed: number, x0: number, x1: number, y0: number, y1: number): string {
  const next = random(seed);
  return Array.from({ length: 60 }, () => {
    const x = x0 + next() * (x1 - x0);
    const y = y0 + next() * (y1 - y0);
    const r = 1 + next() * 2.6;
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 1.3)}" fill="#fff" opacity="${r1(0.2 + next() * 0.4)}"/>`;
  }).join('');
}

const shadowUnder = (cx: number, rx: number) =>
  `<ellipse cx="${cx}" cy="462" rx="${rx}" ry="16" fill="#000" opacity=".55" filter="url(#shadow)"/>`;

/** A pint (lager, IPA, cider): a tapered glass, the beer, its head, bubbles and condensation. */
function pint(seed: number, top: string, bottom: string, head: string): string {
  return `
  <defs>${liquid('beer', top, bottom)}</defs>
  ${shadowUnder(400, 90)}
  <path d="M322 150 L478 150 L458 458 Q400 468 342 458 Z" fill="#fff" opacity=".08"/>
  <path d="M327 196 L473 196 L457 452 Q400 462 343 452 Z" fill="url(#beer)"/>
  <path d="M327 196 L473 196 L457 452 Q400 462 343 452 Z" fill="url(#round)"/>
  ${bubbles(seed, 345, 455, 210, 445)}
  <path d="M322 150 Q330 128 360 134 Q380 112 410 128 Q440 112 462 134 Q482 130 478 152 L475 198 Q400 208 325 198 Z" fill="${head}"/>
  <path d="M326 180 Q400 192 474 180 L474 198 Q400 208 326 198 Z" fill="#000" opacity=".08"/>
  ${condensation(seed + 1, 335, 465, 210, 440)}
  <path d="M322 150 L478 150 L458 458 Q400 468 342 458 Z" fill="url(#glassEdge)"/>
  <rect x="348" y="170" width="10" height="270" rx="5" fill="#fff" opacity=".28"/>`;
}

/** A tall glass (mocktail, tap water): the drink, ice, and a garnish when there is one. */
function tall(seed: number, top: string, bottom: string, withGarnish: boolean): string {
  const next = random(seed);
  const ice = Array.from({ length: 5 }, (_, i) => {
    const x = 352 + next() * 56;
    const y = 180 + i * 46 + next() * 12;
    return `<rect x="${r1(x)}" y="${r1(y)}" width="40" height="36" rx="6" transform="rotate(${r1(next() * 40 - 20)} ${r1(x + 20)} ${r1(y + 18)})" fill="#fff" opacity=".28" stroke="#fff" stroke-opacity=".5"/>`;
  }).join('');
  const garnish = withGarnish
    ? `<path d="M430 70 L404 300" stroke="#e23d5b" stroke-width="9" stroke-linecap="round"/>
       <circle cx="446" cy="160" r="42" fill="#f6a623"/><circle cx="446" cy="160" r="35" fill="#ffd166"/>
       ${Array.from({ length: 8 }, (_, i) => `<path d="M446 160 L${r1(446 + 33 * Math.cos((i * Math.PI) / 4))} ${r1(160 + 33 * Math.sin((i * Math.PI) / 4))}" stroke="#f6a623" stroke-width="3"/>`).join('')}`
    : '';
  return `
  <defs>${liquid('drink', top, bottom)}</defs>
  ${shadowUnder(400, 76)}
  <rect x="334" y="150" width="132" height="310" rx="10" fill="#fff" opacity=".1"/>
  <rect x="338" y="176" width="124" height="280" rx="8" fill="url(#drink)"/>
  ${ice}
  <rect x="338" y="176" width="124" height="280" rx="8" fill="url(#round)"/>
  ${bubbles(seed + 2, 345, 455, 190, 445)}
  ${garnish}
  ${condensation(seed + 3, 340, 460, 190, 450)}
  <rect x="334" y="150" width="132" height="310" rx="10" fill="url(#glassEdge)"/>
  <rect x="346" y="166" width="9" height="280" rx="4" fill="#fff" opacity=".3"/>`;
}

function wine(seed: number): string {
  return `
  <defs>${liquid('red', '#7d0f22', '#3a0410')}</defs>
  ${shadowUnder(400, 70)}
  <ellipse cx="400" cy="452" rx="66" ry="10" fill="#fff" opacity=".25"/>
  <rect x="395" y="300" width="10" height="152" fill="#fff" opacity=".3"/>
  <path d="M322 110 Q316 300 400 308 Q484 300 478 110 Z" fill="#fff" opacity=".09"/>
  <path d="M325 200 Q322 296 400 302 Q478 296 475 200 Q400 210 325 200 Z" fill="url(#red)"/>
  <ellipse cx="400" cy="201" rx="75" ry="9" fill="#a0213a"/>
  <path d="M325 200 Q322 296 400 302 Q478 296 475 200 Z" fill="url(#round)" opacity=".7"/>
  ${bubbles(seed, 360, 440, 215, 280).replaceAll('#fff', '#ffb3c0')}
  <path d="M322 110 Q316 300 400 308 Q484 300 478 110 Z" fill="url(#glassEdge)"/>
  <path d="M340 130 Q336 230 360 280" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".3" fill="none"/>`;
}

function margarita(seed: number): string {
  const next = random(seed);
  const salt = Array.from({ length: 90 }, () => {
    const x = 286 + next() * 228;
    return `<circle cx="${r1(x)}" cy="${r1(160 + next() * 8)}" r="${r1(1 + next() * 1.6)}" fill="#fff" opacity="${r1(0.6 + next() * 0.4)}"/>`;
  }).join('');
  return `
  <defs>${liquid('marg', '#e9f5a1', '#b5d35a')}</defs>
  ${shadowUnder(400, 70)}
  <ellipse cx="400" cy="452" rx="64" ry="10" fill="#fff" opacity=".25"/>
  <rect x="395" y="290" width="10" height="160" fill="#fff" opacity=".3"/>
  <path d="M286 164 L514 164 L420 262 Q400 292 380 262 Z" fill="#fff" opacity=".1"/>
  <path d="M298 176 L502 176 L418 258 Q400 284 382 258 Z" fill="url(#marg)"/>
  <path d="M298 176 L502 176 L418 258 Q400 284 382 258 Z" fill="url(#round)" opacity=".5"/>
  <ellipse cx="400" cy="176" rx="102" ry="8" fill="#f3fbc4"/>
  ${salt}
  <path d="M470 168 A48 48 0 0 1 548 110 Z" fill="#6ab04c"/>
  <path d="M478 164 A40 40 0 0 1 542 116 Z" fill="#c7ec8a"/>
  <path d="M286 164 L514 164 L420 262 Q400 292 380 262 Z" fill="url(#glassEdge)"/>`;
}

function rocks(seed: number): string {
  return `
  <defs>${liquid('sour', '#e8a23c', '#9c5512')}</defs>
  ${shadowUnder(400, 96)}
  <rect x="318" y="280" width="164" height="178" rx="12" fill="#fff" opacity=".1"/>
  <rect x="324" y="310" width="152" height="140" rx="9" fill="url(#sour)"/>
  <rect x="324" y="300" width="152" height="24" rx="9" fill="#f6ead2"/>
  <rect x="324" y="310" width="152" height="140" rx="9" fill="url(#round)"/>
  ${bubbles(seed, 330, 470, 330, 440)}
  <circle cx="448" cy="296" r="17" fill="#9d0b22"/><circle cx="443" cy="291" r="5" fill="#fff" opacity=".45"/>
  <path d="M448 280 Q452 250 470 238" stroke="#3b5d1a" stroke-width="3" fill="none"/>
  <rect x="318" y="280" width="164" height="178" rx="12" fill="url(#glassEdge)"/>
  <rect x="330" y="292" width="9" height="150" rx="4" fill="#fff" opacity=".3"/>`;
}

function bottle(seed: number): string {
  return `
  <defs>${liquid('water', '#d9f1ff', '#9fd3f2')}</defs>
  ${shadowUnder(400, 70)}
  <rect x="384" y="96" width="32" height="24" rx="4" fill="#1769c2"/>
  <path d="M388 120 L412 120 L414 146 Q462 176 462 226 L462 440 Q462 458 444 458 L356 458 Q338 458 338 440 L338 226 Q338 176 386 146 Z" fill="url(#water)" opacity=".9"/>
  <path d="M388 120 L412 120 L414 146 Q462 176 462 226 L462 440 Q462 458 444 458 L356 458 Q338 458 338 440 L338 226 Q338 176 386 146 Z" fill="url(#round)" opacity=".6"/>
  ${[250, 274, 402, 426].map((y) => `<rect x="338" y="${y}" width="124" height="5" fill="#fff" opacity=".35"/>`).join('')}
  <rect x="338" y="300" width="124" height="88" fill="#1c7ed6"/>
  <rect x="338" y="300" width="124" height="88" fill="url(#round)"/>
  <path d="M360 350 Q400 318 440 350" stroke="#fff" stroke-width="6" fill="none" opacity=".85"/>
  ${condensation(seed, 342, 458, 200, 450)}
  <rect x="352" y="190" width="9" height="250" rx="4" fill="#fff" opacity=".45"/>`;
}

function can(seed: number, body: string, band: string, mark: string): string {
  return `
  ${shadowUnder(400, 80)}
  <rect x="330" y="170" width="140" height="280" rx="14" fill="${body}"/>
  <rect x="330" y="270" width="140" height="60" fill="${band}"/>
  <path d="M400 200 L372 300 L402 300 L386 380 L430 262 L402 262 L418 200 Z" fill="${mark}" opacity=".9"/>
  <rect x="330" y="170" width="140" height="280" rx="14" fill="url(#round)"/>
  <ellipse cx="400" cy="170" rx="70" ry="12" fill="#c9ccd1"/>
  <ellipse cx="400" cy="170" rx="58" ry="8" fill="#9ba0a8"/>
  <rect x="386" y="162" width="30" height="8" rx="4" fill="#d9dce1"/>
  <ellipse cx="400" cy="448" rx="70" ry="10" fill="#8d9299"/>
  ${condensation(seed, 336, 464, 190, 440)}
  <rect x="350" y="184" width="10" height="250" rx="5" fill="#fff" opacity=".4"/>`;
}

function tee(seed: number, side: 'front' | 'back'): string {
  const next = random(seed);
  const folds = Array.from({ length: 7 }, () => {
    const x = 270 + next() * 260;
    return `<path d="M${r1(x)} ${r1(230 + next() * 60)} q${r1(next() * 30 - 15)} 80 ${r1(next() * 20 - 10)} 200" stroke="#000" stroke-width="${r1(6 + next() * 10)}" opacity=".12" fill="none"/>`;
  }).join('');
  const print =
    side === 'front'
      ? `<circle cx="400" cy="260" r="54" fill="none" stroke="#f4b942" stroke-width="14"/>
         <path d="M424 286 L458 322" stroke="#f4b942" stroke-width="14" stroke-linecap="round"/>
         <rect x="340" y="336" width="120" height="12" rx="6" fill="#e9e4da"/>
         <rect x="360" y="358" width="80" height="8" rx="4" fill="#e9e4da" opacity=".8"/>`
      : Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${330 + (i % 2) * 10}" y="${200 + i * 26}" width="${140 - (i % 2) * 20}" height="10" rx="5" fill="#e9e4da" opacity=".85"/>`,
        ).join('');
  const shirt =
    'M300 130 L360 110 Q400 136 440 110 L500 130 L600 200 L560 270 L520 246 L520 520 L280 520 L280 246 L240 270 L200 200 Z';
  return `
  <defs><clipPath id="shirt"><path d="${shirt}"/></clipPath></defs>
  <path d="${shirt}" fill="#000" opacity=".35" filter="url(#shadow)" transform="translate(8 10)"/>
  <path d="${shirt}" fill="#20232b"/>
  <g clip-path="url(#shirt)">
    <path d="M360 110 Q400 ${side === 'front' ? 146 : 124} 440 110" stroke="#363b47" stroke-width="10" fill="none"/>
    <g filter="url(#soft)">${folds}</g>
    ${print}
    <rect x="200" y="110" width="400" height="410" fill="url(#round)" opacity=".35"/>
  </g>`;
}

function cap(seed: number): string {
  const next = random(seed);
  const stitches = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${300 + i * 50} ${r1(330 - Math.sin(((i + 0.5) / 5) * Math.PI) * 10)} Q400 ${r1(160 + next() * 6)} ${400 + (i - 2) * 8} 176" stroke="#0b1d3a" stroke-width="2" opacity=".6" fill="none"/>`,
  ).join('');
  return `
  <ellipse cx="430" cy="392" rx="200" ry="40" fill="#000" opacity=".35" filter="url(#shadow)"/>
  <path d="M420 330 Q600 320 640 372 Q600 404 470 392 Z" fill="#13294b"/>
  <path d="M420 330 Q600 320 640 372 Q600 404 470 392 Z" fill="url(#round)" opacity=".5"/>
  <path d="M270 340 Q270 176 400 170 Q530 176 530 340 Q400 366 270 340 Z" fill="#1c3d6e"/>
  ${stitches}
  <circle cx="400" cy="172" r="9" fill="#13294b"/>
  <circle cx="400" cy="262" r="36" fill="none" stroke="#f4b942" stroke-width="9"/>
  <path d="M416 280 L436 302" stroke="#f4b942" stroke-width="9" stroke-linecap="round"/>
  <path d="M270 340 Q270 176 400 170 Q530 176 530 340 Q400 366 270 340 Z" fill="url(#round)" opacity=".55"/>`;
}

/** The scene of one product: its subject on a bar counter (drinks) or a linen flat lay (merchandise). */
function sceneOf(kind: DemoPhotoKind): { seed: number; tint: string; bar: boolean; subject: string } {
  switch (kind) {
    case 'lager':
      return { seed: 11, tint: '#f6c445', bar: true, subject: pint(11, '#f9c846', '#d98e12', '#fbf4e2') };
    case 'ipa':
      return { seed: 12, tint: '#e5892b', bar: true, subject: pint(12, '#eea042', '#a9570d', '#f3e6c8') };
    case 'cider':
      return { seed: 13, tint: '#e8d070', bar: true, subject: pint(13, '#f4e08a', '#c9a83a', '#fffdf3') };
    case 'wine':
      return { seed: 14, tint: '#c2334d', bar: true, subject: wine(14) };
    case 'margarita':
      return { seed: 15, tint: '#a8d45a', bar: true, subject: margarita(15) };
    case 'sour':
      return { seed: 16, tint: '#f0a040', bar: true, subject: rocks(16) };
    case 'water':
      return { seed: 17, tint: '#5fb4f0', bar: true, subject: bottle(17) };
    case 'cola':
      return { seed: 18, tint: '#e03131', bar: true, subject: can(18, '#c92a2a', '#f1f3f5', '#c92a2a') };
    case 'energy':
      return { seed: 19, tint: '#51cf66', bar: true, subject: can(19, '#1b1f24', '#37b24d', '#d8f5a2') };
    case 'tapwater':
      return { seed: 20, tint: '#a5d8ff', bar: true, subject: tall(20, '#e7f5ff', '#bfe3fb', false) };
    case 'mocktail':
      return { seed: 21, tint: '#ff8787', bar: true, subject: tall(21, '#ffb37a', '#e8455d', true) };
    case 'tee-front':
      return { seed: 22, tint: '#f4b942', bar: false, subject: tee(22, 'front') };
    case 'tee-back':
      return { seed: 23, tint: '#f4b942', bar: false, subject: tee(23, 'back') };
    case 'cap':
      return { seed: 24, tint: '#f4b942', bar: false, subject: cap(24) };
  }
}

const WIDTH = 1600;
const HEIGHT = 1200;
const BACKDROP_WIDTH = 400;
const svgOf = (width: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 800 600">${body}</svg>`;

/**
 * The two layers of a demo product photo (800×600 units): the backdrop, out of focus as behind a product shot at a
 * wide aperture (drawn at a quarter of the size, blurred and enlarged: blurring at full size would be most of the
 * seed's cost), and the subject in focus
 * at full size over it. The subject is enlarged about its foot, so it fills the middle of a square menu card.
 */
export function demoPhotoLayers(kind: DemoPhotoKind): { backdrop: string; blur: number; subject: string } {
  const { seed, tint, bar, subject } = sceneOf(kind);
  const scale = bar ? 1.22 : 1.12;
  const foot = bar ? 460 : 320;
  const enlarge = (body: string) =>
    `<g transform="translate(400 ${foot}) scale(${scale}) translate(-400 -${foot})">${body}</g>`;
  // The soft shadows go into the backdrop, whose blurs cost little at its size.
  const shadow = /<[^<>]*filter="url\(#shadow\)"[^<>]*\/>/g;
  const shadows = subject.match(shadow)?.join('') ?? '';
  return {
    blur: bar ? 2.4 : 0.6,
    backdrop: svgOf(
      BACKDROP_WIDTH,
      `${defs(tint)}${bar ? barScene(seed, tint) : linenScene(seed)}<rect width="800" height="600" fill="url(#tint)"/>${enlarge(shadows)}`,
    ),
    subject: svgOf(WIDTH, `${defs(tint)}${enlarge(subject.replace(shadow, ''))}`),
  };
}

const rgba = { raw: { width: WIDTH, height: HEIGHT, channels: 4 } } as const;

/** A demo product photo as a phone's camera would give it: a 1600×1200 JPEG. */
export async function renderDemoPhoto(kind: DemoPhotoKind): Promise<Buffer> {
  const layers = demoPhotoLayers(kind);
  const [backdrop, subject] = await Promise.all([
    sharp(Buffer.from(layers.backdrop)).blur(layers.blur).raw().toBuffer({ resolveWithObject: true }),
    sharp(Buffer.from(layers.subject)).ensureAlpha().raw().toBuffer(),
  ]);
  return sharp(backdrop.data, { raw: backdrop.info })
    .resize(WIDTH, HEIGHT, { kernel: 'linear' })
    .composite([{ input: subject, ...rgba }])
    .jpeg({ quality: 86 })
    .toBuffer();
}
