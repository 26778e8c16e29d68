/**
 * Fetches the tile art of other authors that Debian ships and cuts it into faces:
 *
 *   npm run art -- --out DIR
 *
 * 1. `apt-get download` the three games' packages and two fonts' into DIR/debs (the games and their
 *    desktop dependencies are not installed), 2. `dpkg -x` them into DIR/root, 3. cut every usable family into
 *    DIR/faces/FAMILY/KIND.png (34 kinds and the three red fives) with DIR/faces/manifest.json
 *    (family, package, author, licence, split, face colour). Each step is skipped when its output
 *    is there, so a second run costs nothing. The art is never committed (DIR lies outside the
 *    repository); the model card names each family's licence.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import type { TileLabel } from '../../../src/vision/types';
import { RED_FIVES, redFive } from '../../../src/vision/synth/red-five';
import { type Rgba, faceColour, fontFace, imageHref, kmahjonggFace, rasterFace } from './cut-faces';
import { ART_FAMILIES, ART_PACKAGES, type ArtFamily, FONT_PACKAGES } from './families';

/** One family as the scene renderer reads it (DIR/faces/manifest.json). */
export interface FaceFamilyEntry {
  readonly name: string;
  readonly package: string;
  readonly author: string;
  readonly licence: string;
  readonly split: 'train' | 'eval';
  readonly darkFace: boolean;
  /** `#rrggbb`: the face's ground colour (the median of the faces' edges). */
  readonly faceColour: string;
  /** Face size in pixels (every kind of a family has the same). */
  readonly width: number;
  readonly height: number;
}

export interface FaceManifest {
  readonly families: readonly FaceFamilyEntry[];
}

const KINDS: readonly TileLabel[] = [...'mps'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}` as TileLabel)).concat(Array.from({ length: 7 }, (_, i) => `${i + 1}z` as TileLabel));

function fetchPackages(dir: string, log: (line: string) => void): string {
  const debs = join(dir, 'debs');
  const root = join(dir, 'root');
  mkdirSync(debs, { recursive: true });
  const have = (pkg: string): boolean => readdirSync(debs).some((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
  const missing = [...ART_PACKAGES, ...FONT_PACKAGES].filter((p) => !have(p));
  if (missing.length > 0) {
    log(`apt-get download ${missing.join(' ')}`);
    try {
      execFileSync('apt-get', ['download', ...missing], { cwd: debs, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      throw new Error(`apt-get download failed (run 'apt-get update' first if the package lists are empty):\n${stderr}`);
    }
  }
  // Extracted once; a package added to the lists since (the fonts) is extracted on its own.
  const extracted = join(root, 'extracted.json');
  const done: string[] = existsSync(extracted) ? (JSON.parse(readFileSync(extracted, 'utf8')) as string[]) : existsSync(join(root, 'usr', 'share')) ? [...ART_PACKAGES] : [];
  for (const pkg of [...ART_PACKAGES, ...FONT_PACKAGES].filter((p) => !done.includes(p))) {
    for (const deb of readdirSync(debs).filter((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'))) {
      log(`dpkg -x ${deb}`);
      execFileSync('dpkg', ['-x', join(debs, deb), root]);
    }
    done.push(pkg);
    writeFileSync(extracted, `${JSON.stringify(done)}\n`);
  }
  return join(root, 'usr', 'share');
}

function familyFaces(share: string, family: ArtFamily): Map<TileLabel, Rgba> {
  const faces = new Map<TileLabel, Rgba>();
  if (family.format === 'font') {
    // resvg reads the font file itself.
    for (const kind of KINDS) faces.set(kind, fontFace(join(share, family.file), family.fontFamily, kind));
    return faces;
  }
  const bytes = readFileSync(join(share, family.file));
  if (family.format === 'kmahjongg-svgz') {
    const svg = gunzipSync(bytes).toString('utf8');
    for (const kind of KINDS) faces.set(kind, kmahjonggFace(svg, kind));
  } else {
    const { layout } = family;
    const href = imageHref(bytes, family.file);
    const full = imageSize(bytes, family.file);
    layout.order.forEach((kind, index) => {
      if (kind !== null) faces.set(kind, rasterFace(href, full.width, full.height, layout, index));
    });
  }
  return faces;
}

/** Width and height from a PNG, GIF or SVG header (what `<image>` needs to place the art 1:1). */
function imageSize(bytes: Uint8Array, file: string): { width: number; height: number } {
  const b = Buffer.from(bytes);
  if (file.endsWith('.png')) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (file.endsWith('.gif')) return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  const open = /<svg[^>]*>/.exec(b.toString('utf8'))?.[0] ?? '';
  const attr = (name: string): number => Number(new RegExp(`\\s${name}="([\\d.]+)`).exec(open)?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (!Number.isFinite(width) || !Number.isFinite(height)) throw new Error(`${file}: no width and height on its <svg>`);
  return { width, height };
}

const hex = (rgb: readonly number[]): string => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function writePng(path: string, img: Rgba): void {
  writeFileSync(path, PNG.sync.write({ width: img.width, height: img.height, data: Buffer.from(img.data) } as PNG));
}

export function cutFaces(share: string, out: string, log: (line: string) => void): FaceManifest {
  const entries: FaceFamilyEntry[] = [];
  for (const family of ART_FAMILIES) {
    if (family.split === 'excluded') continue;
    const dir = join(out, family.name);
    mkdirSync(dir, { recursive: true });
    const faces = familyFaces(share, family);
    const ground = faceColour(faces.get('1m')!);
    for (const [five, red] of RED_FIVES) faces.set(red, redFive(faces.get(five)!, ground));
    for (const [kind, img] of faces) writePng(join(dir, `${kind}.png`), img);
    const first = faces.get('1m')!;
    entries.push({
      name: family.name,
      package: family.package,
      author: family.author,
      licence: family.licence,
      split: family.split,
      darkFace: family.darkFace === true,
      faceColour: hex(ground),
      width: first.width,
      height: first.height,
    });
    log(`${family.name}: ${faces.size} faces (${family.split})`);
  }
  const manifest: FaceManifest = { families: entries };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Fetches and cuts into `dir` (DIR/faces/manifest.json once done); returns the faces folder. */
export function prepareArt(dir: string, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): string {
  const faces = join(dir, 'faces');
  const manifest = join(faces, 'manifest.json');
  // Faces cut before a family was added (the fonts) are cut again, all of them.
  if (existsSync(manifest)) {
    const cut = new Set((JSON.parse(readFileSync(manifest, 'utf8')) as FaceManifest).families.map((f) => f.name));
    if (ART_FAMILIES.every((f) => f.split === 'excluded' || cut.has(f.name))) return faces;
  }
  const share = fetchPackages(dir, log);
  cutFaces(share, faces, log);
  return faces;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--out');
  const out = at >= 0 ? process.argv[at + 1] : undefined;
  if (!out) {
    process.stderr.write('usage: npm run art -- --out DIR   (outside the repository, e.g. ../riichi-train/art)\n');
    process.exit(2);
  }
  try {
    const faces = prepareArt(resolve(out));
    process.stderr.write(`faces in ${faces}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
