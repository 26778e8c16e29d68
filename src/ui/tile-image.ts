import { LitElement, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { DEFAULT_UI_STYLE, ROTATIONS, type Rotation, TILE_STYLES, isRenderTile, isTileStyleName, renderTileSvg } from '../vision/render/index';
import { DEFAULT_LOCALE, type Locale, STRINGS } from './strings';

/**
 * One tile as a picture, drawn by our own renderer (`src/vision/render`). The picture is an SVG
 * with `role="img"` whose accessible name is the tile's name ("5 characters", "red 5 circles",
 * "East wind"). An unknown tile shows nothing.
 *
 * @cssprop --tile-width - width of an upright tile (default 2.5em); a sideways one is 4/3 as wide.
 *
 * @example
 * ```html
 * <tile-image tile="0p"></tile-image>
 * <tile-image tile="7z" rotation="90" tile-style="classic"></tile-image>
 * ```
 */
@customElement('tile-image')
export class TileImage extends LitElement {
  /** The tile in mpsz notation (`5m`, `0p` = red five, `7z`), or `back` for a face-down tile. */
  @property() accessor tile = '';

  /** Name of a style in `TILE_STYLES`; the app's own style by default (and for an unknown name). */
  @property({ attribute: 'tile-style' }) accessor tileStyle: string = DEFAULT_UI_STYLE.name;

  /** Quarter turn clockwise: 0, 90, 180 or 270 (90 and 270 lay the tile sideways). */
  @property({ type: Number, reflect: true }) accessor rotation: Rotation = 0;

  /** Language of the tile's name. */
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = css`
    :host {
      display: inline-block;
      width: var(--tile-width, 2.5em);
      vertical-align: bottom;
      line-height: 0;
    }
    :host([rotation='90']),
    :host([rotation='270']) {
      width: calc(var(--tile-width, 2.5em) * 4 / 3);
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
    }
  `;

  override render() {
    if (!isRenderTile(this.tile)) return nothing;
    const style = isTileStyleName(this.tileStyle) ? TILE_STYLES[this.tileStyle] : DEFAULT_UI_STYLE;
    const rotation = ROTATIONS.includes(this.rotation) ? this.rotation : 0;
    const label = (STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE]).tileName(this.tile);
    return unsafeHTML(renderTileSvg(this.tile, style, { rotation, label }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tile-image': TileImage;
  }
}
