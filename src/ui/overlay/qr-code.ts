import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The quiet zone around a QR code, in modules: ISO/IEC 18004 asks for 4, and scanners need it. */
const QUIET = 4;

/**
 * A link as a QR code, drawn as SVG (sharp at any size, nothing to rasterise) with the accessible
 * name `label`. Error correction M (about 15 %): a screen photographed at an angle, or a glare
 * spot, still scans. Black on white whatever the page's colours, since scanners expect that.
 */
@customElement('qr-code')
export class QrCode extends LitElement {
  /** The text to encode (a link). Nothing is drawn while it is empty. */
  @property() accessor text = '';
  /** The accessible name of the picture: what the code holds, in words. */
  @property() accessor label = '';

  static override styles = css`
    :host {
      display: inline-block;
      line-height: 0;
    }
    svg {
      width: var(--qr-size, 200px);
      height: var(--qr-size, 200px);
    }
  `;

  override render() {
    if (this.text === '') return nothing;
    let path: string;
    let size: number;
    try {
      const code = generate(this.text, { minCorrectionLevel: correction.M });
      path = toSvgPath(code);
      size = code.size;
    } catch {
      // Text too long for any QR version: the link beside it is still there to copy.
      return nothing;
    }
    const side = size + 2 * QUIET;
    return html`<svg role="img" aria-label=${this.label} viewBox="${-QUIET} ${-QUIET} ${side} ${side}" shape-rendering="crispEdges">
      <!-- Black on white whatever the scheme: scanners expect dark modules on a light quiet zone. -->
      <rect x=${-QUIET} y=${-QUIET} width=${side} height=${side} fill="#fff"></rect>
      <path d=${path} fill="#000"></path>
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'qr-code': QrCode;
  }
}
