/**
 * Recombined training styles, for synthetic training data: every attribute of the look (inks,
 * body, back, glyph look, 1 bamboo, circles, white dragon, frame, corner index, stroke weight,
 * wear) is taken from a training style drawn independently, so the classifier learns the tiles
 * rather than five fixed sets. Held-out styles stay unseen: their attributes are never drawn, and a
 * mix whose discrete choices equal a held-out style's is redrawn.
 */
import { seededRandom } from '../random';
import { HELD_OUT_STYLES, TRAINING_STYLES } from './styles';
import type { TileStyle } from './types';

/** The discrete choices that make a style recognisable (colours aside). */
const signature = (s: TileStyle): string => [s.glyphLook, s.oneBamboo, s.pinLook, s.whiteDragon, s.frame !== null, s.cornerIndex].join('/');
const HELD_OUT_SIGNATURES: ReadonlySet<string> = new Set(HELD_OUT_STYLES.map(signature));

/** A deterministic recombination of training styles; `name` is `mix-SEED`. */
export function mixedStyle(seed: number): TileStyle {
  const rnd = seededRandom(Math.imul(seed, 0x27d4eb2d) ^ 0x5eed);
  const from = (): TileStyle => TRAINING_STYLES[Math.floor(rnd() * TRAINING_STYLES.length)]!;
  for (;;) {
    const body = from();
    const style: TileStyle = {
      name: `mix-${seed}`,
      description: 'Training styles recombined attribute by attribute',
      heldOut: false,
      body: body.body,
      bodyShade: body.bodyShade,
      outline: body.outline,
      back: from().back,
      depth: from().depth,
      cornerRadius: from().cornerRadius,
      palette: from().palette,
      strokeWeight: from().strokeWeight,
      glyphLook: from().glyphLook,
      frame: from().frame,
      cornerIndex: from().cornerIndex,
      whiteDragon: from().whiteDragon,
      oneBamboo: from().oneBamboo,
      pinLook: from().pinLook,
      wear: from().wear,
    };
    if (!HELD_OUT_SIGNATURES.has(signature(style))) return style;
  }
}
