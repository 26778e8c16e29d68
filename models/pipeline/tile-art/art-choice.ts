/**
 * Which art families a scene run draws from (`npm run synth -- --art DIR --families ...`), read
 * from the faces manifest `npm run art` wrote, and the face pictures as data URLs for the renderer.
 * An evaluation family is only ever drawn when named or asked for as `eval`: `train` never
 * includes one, so no training run can see it by accident.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ArtFamilyInfo, FacePictures } from '../../../src/vision/synth/scene';
import type { FaceFamilyEntry, FaceManifest } from './fetch-art';

export interface ArtChoice {
  /** The faces folder (DIR/faces). */
  readonly dir: string;
  readonly families: readonly (ArtFamilyInfo & { readonly split: FaceFamilyEntry['split'] })[];
  readonly looks: 'natural' | 'any';
}

/** `dir` is the art folder (with `faces/manifest.json`) or the faces folder itself. */
export function loadArtChoice(dir: string, families: string, looks: 'natural' | 'any' | undefined): ArtChoice {
  const faces = existsSync(join(dir, 'faces', 'manifest.json')) ? join(dir, 'faces') : dir;
  const manifestPath = join(faces, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`--art ${dir}: no faces/manifest.json there; make it with: npm run art -- --out ${dir}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FaceManifest;
  let chosen: FaceFamilyEntry[];
  if (families === 'train' || families === 'eval') chosen = manifest.families.filter((f) => f.split === families);
  else {
    const names = families.split(',').map((n) => n.trim());
    chosen = names.map((name) => {
      const found = manifest.families.find((f) => f.name === name);
      if (!found) throw new Error(`--families: no family '${name}' in ${manifestPath} (there are: ${manifest.families.map((f) => f.name).join(', ')})`);
      return found;
    });
  }
  if (chosen.length === 0) throw new Error(`--families ${families}: none in ${manifestPath}`);
  // Recoloured looks are a training device: an evaluation family is read as its author drew it.
  const defaultLooks = chosen.every((f) => f.split === 'train') ? 'any' : 'natural';
  return { dir: resolve(faces), families: chosen.map((f) => ({ name: f.name, faceColour: f.faceColour, split: f.split })), looks: looks ?? defaultLooks };
}

/** Face pictures read once each, as PNG data URLs. */
export function facePictures(dir: string): FacePictures {
  const cache = new Map<string, string>();
  return (family, kind) => {
    const key = `${family}/${kind}`;
    let href = cache.get(key);
    if (href === undefined) {
      href = `data:image/png;base64,${readFileSync(join(dir, family, `${kind}.png`)).toString('base64')}`;
      cache.set(key, href);
    }
    return href;
  };
}
