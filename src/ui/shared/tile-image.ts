import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { DEFAULT_UI_STYLE, ROTATIONS, type Rotation, TILE_STYLES, isRenderTile, isTileStyleName, renderTileSvg } from '../../vision/render/index';
import { DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';

/**
 * One tile as a picture, drawn by our own renderer (`src/vision/render`). The picture is an SVG
 * with `role="img"` whose accessible name is the tile's name ("5 characters", "red 5 circles",
 * "East wind"). A red five also carries a small letter ("R", "赤"), so it is told by more than
 * its colour. An unknown tile shows nothing.
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
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  static override styles = css`
    :host {
      position: relative;
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
    /* The red five's badge is part of the tile art (like the inks of src/vision/render), so it
       keeps its colours in either scheme: the tile face under it does not change either. */
    .red {
      position: absolute;
      right: 2px;
      bottom: 2px;
      padding: 1px 3px;
      border-radius: 4px;
      background: #b3261e;
      color: #fff;
      font: 700 0.6rem/1 system-ui, sans-serif;
    }
  `;

  override render() {
    if (!isRenderTile(this.tile)) return nothing;
    const style = isTileStyleName(this.tileStyle) ? TILE_STYLES[this.tileStyle] : DEFAULT_UI_STYLE;
    const rotation = ROTATIONS.includes(this.rotation) ? this.rotation : 0;
    const s = STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE];
    const svg = unsafeHTML(renderTileSvg(this.tile, style, { rotation, label: s.tileName(this.tile) }));
    if (this.tile[0] !== '0') return svg;
    // The letter is for eyes only: the picture's name already says "red".
    return html`${svg}<span class="red" aria-hidden="true">${s.editor.redMark}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tile-image': TileImage;
  }
}
