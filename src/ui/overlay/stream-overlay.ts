import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { isPresetName } from '../../engine/index';
import { parseOverlayState, type OverlayHand, type OverlayState } from '../../relay/overlay-shape.ts';
import { worthText, signedPoints } from '../game/history-text';
import { OVERLAY_CHANNEL, keepOpen, relayUrl } from './overlay-link';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import '../shared/tile-image';
import { yakuNameOfResult } from '../i18n/yaku-names';

/** The tiles of a reading in notation (`123m 456p [777z] 11z`), one by one, groups kept apart. */
export const readingGroups = (tiles: string): string[][] =>
  tiles
    .split(/\s+/)
    .map((g) => g.replace(/[[\]]/g, ''))
    .filter((g) => g !== '')
    .map((g) => {
      const out: string[] = [];
      let digits = '';
      for (const c of g) {
        if (/[0-9?]/.test(c)) digits += c;
        else {
          for (const d of digits) out.push(d === '?' ? 'back' : `${d}${c}`);
          digits = '';
        }
      }
      return out;
    });

/**
 * The stream overlay (overlay.html, an OBS browser source of 1920 x 1080 on a transparent
 * background): the table along the bottom, the last hand sliding in above it when a new one is
 * recorded. It listens to this browser's scoring pages (BroadcastChannel) and to the relay for
 * the game in its link, and draws only a state that passes `parseOverlayState`.
 */
@customElement('stream-overlay')
export class StreamOverlay extends LitElement {
  /** The game followed (the link's `game`). */
  @property() accessor game = '';
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  @state() private accessor _state: OverlayState | null = null;
  /** The field at fault in the last state refused for this game (by the relay or by this page); null once a good one comes. */
  @state() private accessor _refused: string | null = null;
  private _channel: BroadcastChannel | null = null;
  private _relay: ReturnType<typeof keepOpen> | null = null;

  // Broadcast colours, fixed on purpose (not theme tokens; test/ui/theme-colours.test.ts allows
  // them): the overlay is laid over someone else's video in OBS, where the viewer's colour scheme
  // means nothing, so its panels stay light-on-dark whatever the streamer's system prefers.
  static override styles = css`
    :host {
      position: relative;
      display: block;
      width: 1920px;
      height: 1080px;
      overflow: hidden;
      background: transparent;
      color: #fff;
      font: 600 28px/1.25 system-ui, sans-serif;
      --tile-width: 56px;
    }
    .panel {
      background: rgb(15 20 30 / 86%);
      border-radius: 16px;
      padding: 16px 24px;
    }
    .table {
      position: absolute;
      left: 40px;
      right: 40px;
      bottom: 32px;
      display: flex;
      gap: 24px;
      align-items: stretch;
    }
    .round {
      display: grid;
      align-content: center;
      gap: 4px;
      min-width: 260px;
    }
    .round .big {
      font-size: 40px;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex: 1;
      gap: 16px;
    }
    li.seat {
      flex: 1;
      display: grid;
      gap: 4px;
    }
    .points {
      font-size: 44px;
      font-variant-numeric: tabular-nums;
    }
    .tag {
      display: inline-block;
      margin-left: 8px;
      padding: 0 10px;
      border-radius: 8px;
      background: #ffd54a;
      color: #111;
      font-size: 22px;
    }
    .tag.riichi {
      background: #ff8a80;
    }
    .hand {
      position: absolute;
      left: 40px;
      right: 40px;
      bottom: 240px;
      display: grid;
      gap: 10px;
    }
    .hand.enter {
      animation: slide-in 600ms ease-out;
    }
    @keyframes slide-in {
      from {
        transform: translateY(60px);
        opacity: 0;
      }
      to {
        transform: none;
        opacity: 1;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .hand.enter {
        animation: none;
      }
    }
    .tiles {
      display: flex;
      gap: 14px;
      flex-wrap: wrap;
    }
    .group {
      display: inline-flex;
      gap: 2px;
    }
    .yaku {
      display: flex;
      gap: 8px 20px;
      flex-wrap: wrap;
      margin: 0;
      padding: 0;
      list-style: none;
      font-size: 26px;
    }
    .delta-up,
    .delta-down {
      margin-right: 24px;
    }
    .delta-up {
      color: #9be7a1;
    }
    .delta-down {
      color: #ffb3a8;
    }
    .waiting {
      position: absolute;
      left: 40px;
      bottom: 32px;
    }
    .refused {
      position: absolute;
      left: 40px;
      top: 32px;
      max-width: 1200px;
      border-left: 8px solid #ffb3a8;
      font-size: 24px;
    }
  `;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.game === '') return;
    this._channel = new BroadcastChannel(OVERLAY_CHANNEL);
    this._channel.addEventListener('message', (e: MessageEvent) => this._receive(e.data));
    // Read-only: the overlay only ever subscribes; it holds no secret.
    this._relay = keepOpen(
      relayUrl(),
      (ws) => ws.send(JSON.stringify({ type: 'subscribe', game: this.game })),
      (data) => {
        if (typeof data !== 'string') return;
        try {
          this._receive(JSON.parse(data));
        } catch {
          // Not JSON: not a state, ignored like any other malformed message.
        }
      },
      () => undefined,
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._channel?.close();
    this._relay?.stop();
  }

  /**
   * Takes a message from either source: a state of this game that passes the shape check is drawn;
   * one that does not, or the relay's word that it refused one (`refused`), is said on the page
   * while the last good state stays drawn.
   */
  private _receive(m: unknown): void {
    if (typeof m !== 'object' || m === null) return;
    const { type, game, state, field } = m as Record<string, unknown>;
    if (game !== this.game) return;
    if (type === 'refused') {
      this._refused = typeof field === 'string' ? field.slice(0, 100) : '';
      return;
    }
    if (type !== 'state') return;
    const parsed = parseOverlayState(state);
    if (!parsed.ok) {
      this._refused = parsed.error.field;
      return;
    }
    this._state = parsed.value;
    this._refused = null;
  }

  override render() {
    const s = STRINGS[this.locale];
    const o = s.overlay;
    if (this.game === '') return html`<p class="panel waiting">${o.noGame}</p>`;
    const st = this._state;
    const refused = this._refused === null ? nothing : html`<p class="panel refused" role="alert">${o.stateRefused(this._refused)}</p>`;
    if (st === null) return html`${refused}<p class="panel waiting" role="status">${o.waiting}</p>`;
    const windName = s.winds[(['1z', '2z', '3z', '4z'] as const)[st.round.wind]!];
    return html`${refused}<main aria-label=${o.title}>
      ${st.lastHand === null ? nothing : this._renderHand(st, st.lastHand)}
      <section class="table" aria-label=${s.game.atTable}>
        <div class="panel round">
          <span class="big">${s.game.round(windName, st.round.hand + 1)}</span>
          <span>${s.game.counters(st.honba)}</span>
          <span>${s.game.sticks(st.sticks)}</span>
          ${st.ended ? html`<span>${o.ended}</span>` : nothing}
        </div>
        <ol>
          ${st.seats.map(
            (seat) => html`<li class="panel seat">
              <span><tile-image tile=${seat.wind} style="--tile-width: 32px"></tile-image> ${seat.name}</span>
              <span class="points">${formatPoints(seat.points, s)}</span>
              <span>${seat.dealer ? html`<span class="tag">${s.game.dealer}</span>` : nothing}${seat.riichi ? html`<span class="tag riichi">${o.riichi}</span>` : nothing}</span>
            </li>`,
          )}
        </ol>
      </section>
    </main>`;
  }

  private _renderHand(st: OverlayState, hand: OverlayHand) {
    const s = STRINGS[this.locale];
    // Keyed by the hand's id: a new hand is a new element, so the entry animation plays once per hand.
    return keyed(
      hand.id,
      html`<section class="panel hand enter" aria-label=${s.overlay.lastHand} data-hand=${hand.id}>
        ${hand.wins.map(
          (w) => html`<div>
            <strong>${st.seats[w.winner]?.name ?? '?'}</strong> · ${hand.kind === 'tsumo' ? s.tsumo : s.ron} ·
            ${isPresetName(st.preset) ? worthText(w.worth, st.preset, s) : 'yakuman' in w.worth ? s.level('yakuman') : `${s.han(w.worth.han)} ${s.fu(w.worth.fu)}`}
            ${w.tiles === undefined
              ? nothing
              : html`<div class="tiles">
                  ${readingGroups(w.tiles).map((g) => html`<span class="group">${g.map((t) => html`<tile-image tile=${t}></tile-image>`)}</span>`)}
                </div>`}
            ${w.yaku.length === 0 ? nothing : html`<ul class="yaku">${w.yaku.map(([name, han]) => html`<li>${yakuNameOfResult(name, this.locale)} ${s.han(han)}</li>`)}</ul>`}
          </div>`,
        )}
        <div>
          ${hand.deltas.map((d, seat) =>
            d === 0 ? nothing : html`<span class=${d > 0 ? 'delta-up' : 'delta-down'}>${st.seats[seat]?.name ?? '?'} ${signedPoints(d, s)}</span>`,
          )}
        </div>
      </section>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stream-overlay': StreamOverlay;
  }
}
