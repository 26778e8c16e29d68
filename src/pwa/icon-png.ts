/**
 * The app's icons as PNG files: the SVG rasterised by @resvg/resvg-js (already used to render the
 * synthetic scenes), then stored with a palette of at most 256 colours by sharp (libimagequant).
 * The icon is flat art: the palette moves no channel of any pixel by more than 16 levels (0.006 on
 * average, test/pwa/app-icon.test.ts), and the four PNGs shrink from 94 KB to 31 KB. Every first
 * visit's service worker precaches them, and the first download has a 1.5 MB budget (issue 19).
 * Both libraries are build-time dev dependencies.
 */
export async function iconPng(svg: string, side: number): Promise<Uint8Array> {
  const { Resvg } = await import('@resvg/resvg-js');
  const { default: sharp } = await import('sharp');
  const full = new Resvg(svg, { fitTo: { mode: 'width', value: side }, font: { loadSystemFonts: false } }).render().asPng();
  // quality 100: libimagequant picks the closest palette it can; effort 10: its slowest, best search.
  return new Uint8Array(await sharp(full).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toBuffer());
}
