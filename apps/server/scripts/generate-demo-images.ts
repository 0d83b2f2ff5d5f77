// Generates the demo images (small SVGs, no network): one cover per demo place, one banner per ad, a few menu
// category images and the neutral placeholder. The outputs are committed; run again after changing the demo data:
//   npx tsx apps/server/scripts/generate-demo-images.ts
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_ADS, DEMO_PLACES, type DemoGlyph } from '../src/seed/demo-data.ts';

const publicDir = fileURLToPath(new URL('../../web/public/', import.meta.url));
const demoDir = `${publicDir}images/demo/`;

type Glyph = DemoGlyph | 'glass' | 'cupcake';

/** Line drawings in a 120×120 box centred on the origin, stroked in the current colour. */
const GLYPHS: Record<Glyph, string> = {
  kota: '<rect x="-50" y="-18" width="100" height="58" rx="10"/><path d="M-44-18h88M-30-18l-6-30M-10-18l2-34M12-18l6-28M32-18l6-26M-34 8h68"/>',
  flame:
    '<path d="M0-55C20-30 40-15 30 15C24 40-24 40-30 15C-38-10-12-20 0-55Z"/><path d="M0 2C8 12 12 22 6 30C0 36-10 32-10 22C-10 14-2 10 0 2Z"/>',
  bowl: '<path d="M-55 0H55A55 45 0 0 1-55 0Z"/><path d="M-20-12c-8-10 8-18 0-30M0-12c-8-10 8-18 0-30M20-12c-8-10 8-18 0-30"/>',
  plate:
    '<circle r="40"/><circle r="26"/><path d="M-58-45v90M-64-45v18a6 6 0 0 0 12 0v-18M58 45V-45c10 10 10 30 0 40"/>',
  sausage:
    '<path d="M0 0a8 8 0 1 1 16 0a16 16 0 1 1-32 0a24 24 0 1 1 48 0a32 32 0 1 1-64 0a40 40 0 1 1 80 0"/>',
  bread: '<path d="M-50 30V-5C-50-40 50-40 50-5V30Z"/><path d="M-30-18l10 18M-5-24l10 18M20-18l10 18"/>',
  drumstick:
    '<ellipse cx="-12" cy="-12" rx="40" ry="28" transform="rotate(-45 -12 -12)"/><path d="M14 14l24 24"/><circle cx="46" cy="36" r="8"/><circle cx="36" cy="46" r="8"/>',
  burger:
    '<path d="M-50-10C-50-50 50-50 50-10Z"/><path d="M-52 2q8-8 16 0t16 0t16 0t16 0t16 0t16 0"/><rect x="-52" y="12" width="104" height="14" rx="7"/><path d="M-50 34H50v4q0 10-10 10H-40q-10 0-10-10Z"/>',
  pizza:
    '<path d="M-45-38L45-38L0 55Z"/><path d="M-52-40Q0-60 52-40"/><circle cx="-15" cy="-18" r="7"/><circle cx="14" cy="-12" r="7"/><circle cx="0" cy="18" r="7"/>',
  sushi:
    '<circle cx="-26" cy="14" r="28"/><circle cx="-26" cy="14" r="11"/><circle cx="32" cy="14" r="28"/><circle cx="32" cy="14" r="11"/><path d="M-52-52L58-30M-52-40L58-20"/>',
  taco: '<path d="M-56 32A56 56 0 0 1 56 32Z"/><path d="M-46 2q10-14 20-4q10-14 20-4q10-14 20-4q10-14 20-4"/>',
  salad:
    '<path d="M-55 8H55A55 45 0 0 1-55 8Z"/><path d="M-22 8C-34-16-14-38 0-46C10-30 6-10-22 8ZM8 8C4-16 24-34 42-34C42-14 32 0 8 8Z"/>',
  cup: '<path d="M-40-28H30V18C30 40-40 40-40 18Z"/><path d="M30-14h10a14 14 0 0 1 0 28h-10M-22-40c-6-8 6-12 0-20M-2-40c-6-8 6-12 0-20"/>',
  noodles:
    '<path d="M-55 8H55A55 45 0 0 1-55 8Z"/><path d="M-36 8q6-20 12 0t12 0t12 0t12 0t12 0t12 0M10-56L-6 20M26-54L6 20"/>',
  fish: '<path d="M-50 0C-20-36 24-36 40 0C24 36-20 36-50 0Z"/><path d="M40 0L60-22V22Z"/><circle cx="-26" cy="-6" r="4"/>',
  steak:
    '<path d="M-50-10C-50-45 10-50 35-30C60-10 50 35 10 38C-25 40-50 20-50-10Z"/><circle cx="-14" cy="0" r="11"/><path d="M8-18c10 5 20 5 28 0M6 16c12 5 24 3 32-4"/>',
  egg: '<path d="M-50 0C-55-35-15-50 10-42C45-35 58-5 45 20C32 45-30 48-45 25C-52 15-50 8-50 0Z"/><circle cx="0" cy="0" r="17"/>',
  basket:
    '<path d="M-56-10H56L42 46H-42Z"/><path d="M-30-10C-30-56 30-56 30-10M-22 4l4 30M0 4v30M22 4l-4 30"/>',
  glass: '<path d="M-30-40H30L22 50H-22Z"/><path d="M-27-10H27M10-40L24-62"/>',
  cupcake:
    '<path d="M-34 6H34L24 50H-24Z"/><path d="M-40 6C-46-22-16-24-10-34C0-54 30-38 26-28C46-26 44 6 40 6Z"/><circle cx="0" cy="-50" r="6"/>',
};

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a long name at the space nearest the middle. */
function lines(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return best < 0 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

/** Font size so the longest line fits `width` (an average bold glyph is about 0.62 em wide). */
function fit(textLines: string[], width: number, max: number): number {
  const longest = Math.max(...textLines.map((l) => l.length));
  return Math.min(max, Math.floor(width / (longest * 0.62)));
}

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A bottom shade that keeps white text readable on light gradient ends. */
const SHADE =
  '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>';

function glyph(name: Glyph, x: number, y: number, scale: number, colour = '#fff', width = 6): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name]}</g>`;
}

function svg(viewBox: string, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>${body}</svg>\n`;
}

function cover(
  name: string,
  subtitle: string,
  g: Glyph,
  colors: readonly [string, string],
  seed: number,
): string {
  const nameLines = lines(name, 26);
  const twoLines = nameLines.length > 1;
  const size = fit(nameLines, 580, twoLines ? 34 : 42);
  const top = twoLines ? 252 : 278;
  const text = nameLines
    .map((l, i) => `<tspan x="320" y="${top + i * (size + 4)}">${escapeXml(l)}</tspan>`)
    .join('');
  const cx = 80 + ((seed * 137) % 480);
  const cy = 40 + ((seed * 61) % 80);
  return svg(
    '0 0 640 360',
    name,
    `<defs>${gradient('g', colors)}${SHADE}</defs><rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="${cx}" cy="${cy}" r="150" fill="#fff" opacity=".08"/><circle cx="${640 - cx}" cy="330" r="110" fill="#000" opacity=".08"/>` +
      `<rect width="640" height="360" fill="url(#s)"/>` +
      glyph(g, 320, twoLines ? 120 : 130, 1.1) +
      `<text text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${text}</text>` +
      `<text x="320" y="${twoLines ? 330 : 318}" text-anchor="middle" font-family="${FONT}" font-size="16" letter-spacing="3" fill="#fff" opacity=".85">${escapeXml(subtitle.toUpperCase())}</text>`,
  );
}

function adBanner(
  offer: string,
  name: string,
  cta: string,
  g: Glyph,
  colors: readonly [string, string],
): string {
  const size = fit([offer], 410, 36);
  const ctaWidth = Math.round(cta.length * 9.5 + 40);
  return svg(
    '0 0 640 240',
    `${offer} at ${name}`,
    `<defs>${gradient('g', colors)}${SHADE}</defs><rect width="640" height="240" fill="url(#g)"/>` +
      `<rect width="640" height="240" fill="url(#s)"/><circle cx="550" cy="120" r="90" fill="#fff" opacity=".12"/>` +
      glyph(g, 550, 120, 1.05) +
      `<text x="36" y="92" font-family="${FONT}" font-weight="800" font-size="${size}" fill="#fff">${escapeXml(offer)}</text>` +
      `<text x="36" y="132" font-family="${FONT}" font-size="18" fill="#fff" opacity=".9">${escapeXml(name)}</text>` +
      `<rect x="36" y="160" width="${ctaWidth}" height="40" rx="20" fill="#fff"/>` +
      `<text x="${36 + ctaWidth / 2}" y="186" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="16" fill="#1f2937">${escapeXml(cta)}</text>`,
  );
}

function categoryImage(label: string, g: Glyph, colors: readonly [string, string]): string {
  return svg(
    '0 0 400 300',
    label,
    `<defs>${gradient('g', colors)}</defs><rect width="400" height="300" fill="url(#g)"/>` +
      `<circle cx="200" cy="130" r="95" fill="#fff" opacity=".12"/>` +
      glyph(g, 200, 130, 1.2) +
      `<text x="200" y="262" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="#fff">${escapeXml(label)}</text>`,
  );
}

function placeholder(): string {
  return svg(
    '0 0 400 300',
    'No image available',
    `<rect width="400" height="300" fill="#e5e7eb"/>${glyph('plate', 200, 150, 1.3, '#9ca3af', 5)}`,
  );
}

const CATEGORY_IMAGES: { slug: string; label: string; glyph: Glyph; colors: readonly [string, string] }[] = [
  { slug: 'menu-mains', label: 'Mains', glyph: 'plate', colors: ['#ea580c', '#9a3412'] },
  { slug: 'menu-sides', label: 'Sides', glyph: 'bowl', colors: ['#65a30d', '#3f6212'] },
  { slug: 'menu-drinks', label: 'Drinks', glyph: 'glass', colors: ['#0284c7', '#1e3a8a'] },
  { slug: 'menu-desserts', label: 'Desserts', glyph: 'cupcake', colors: ['#db2777', '#7e22ce'] },
  { slug: 'menu-breakfast', label: 'Breakfast', glyph: 'egg', colors: ['#f59e0b', '#b45309'] },
  { slug: 'menu-bakery', label: 'Bakery', glyph: 'bread', colors: ['#d97706', '#78350f'] },
];

async function main(): Promise<void> {
  await mkdir(demoDir, { recursive: true });
  const files = new Map<string, string>();

  DEMO_PLACES.forEach((place, i) => {
    const town = place.area === 'far' ? place.address.split(', ').at(-2) : 'Mahikeng';
    files.set(
      `${place.slug}.svg`,
      cover(place.name, `${place.cuisineType} · ${town}`, place.glyph, place.colors, i),
    );
  });
  for (const ad of DEMO_ADS) {
    const place = DEMO_PLACES.find((p) => p.slug === ad.restaurantSlug);
    if (!place) throw new Error(`ad for unknown place ${ad.restaurantSlug}`);
    files.set(
      `ad-${place.slug}.svg`,
      adBanner(ad.specialOffer, place.name, ad.ctaText, place.glyph, place.colors),
    );
  }
  for (const c of CATEGORY_IMAGES) files.set(`${c.slug}.svg`, categoryImage(c.label, c.glyph, c.colors));

  // Remove images of places that no longer exist, then write the current set.
  for (const existing of await readdir(demoDir)) {
    if (existing.endsWith('.svg') && !files.has(existing)) await rm(`${demoDir}${existing}`);
  }
  let largest = 0;
  for (const [file, content] of files) {
    await writeFile(`${demoDir}${file}`, content);
    largest = Math.max(largest, Buffer.byteLength(content));
  }
  await writeFile(`${publicDir}placeholder.svg`, placeholder());
  console.log(
    `wrote ${files.size} images to ${demoDir} (largest ${largest} bytes) and ${publicDir}placeholder.svg`,
  );
}

await main();
