import { LitElement, css, html, unsafeCSS } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatPoints } from './i18n/strings';
import { consumeLocale } from './i18n/locale-context';
import { ScoringSession } from './score/scoring-session';
import { SessionController } from './score/session-controller';

/** The app's main path, in order: read a hand, check and score it, record it in the game, and the rest. */
export const STEPS = ['read', 'score', 'game', 'more'] as const;
export type Step = (typeof STEPS)[number];

/** The same breakpoint as the components' phone layouts (`max-width: 720px`). */
const NARROW = '(max-width: 720px)';

/**
 * The page's main path as steps on a phone (issue 21 point 5): a bar at the foot of the screen,
 * in thumb reach, with the hand's total (or that there is none, or why it is no win) over four
 * tabs, Read, Check & score, Game and More. Each tab shows one of the page's parts (`panels`,
 * which stay where main.ts put them) and hides the others; on wider screens the bar is not drawn
 * and every part shows, as before. Tabs follow the ARIA tabs pattern: arrow keys, Home and End
 * move between them and open the one reached; Enter and Space press the focused one.
 *
 * The bar is fixed to the screen's foot, and the element itself, last in the page, keeps the bar's
 * height of room under the content, so the bar never covers the end of a step.
 *
 * @fires step-change - another step was opened; `detail` is the {@link Step}.
 */
@customElement('app-steps')
export class AppSteps extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The step shown on a phone. */
  @property() accessor selected: Step = 'read';
  /** Each step's part of the page. */
  @property({ attribute: false }) accessor panels: Readonly<Partial<Record<Step, HTMLElement>>> = {};
  /** The hand being scored, whose total the bar shows (the page gives its own). */
  @property({ attribute: false }) accessor session: ScoringSession = new ScoringSession();

  @state() private accessor _narrow = matchMedia(NARROW).matches;

  readonly #media = matchMedia(NARROW);
  readonly #session = new SessionController(this, this.session);
  /** Keeps the element as tall as the fixed bar (which wraps its labels in longer languages). */
  readonly #room = new ResizeObserver(([entry]) => {
    this.style.height = `${entry?.borderBoxSize[0]?.blockSize ?? 0}px`;
  });

  static override styles = css`
    :host {
      display: block;
    }
    .bar {
      position: fixed;
      left: 0;
      right: 0;
      bottom: 0;
      z-index: 1;
      padding: 6px 8px calc(6px + env(safe-area-inset-bottom));
      background: var(--color-surface);
      border-top: 1px solid var(--color-border);
      box-shadow: 0 -2px 10px var(--color-shadow);
    }
    @media not all and ${unsafeCSS(NARROW)} {
      :host {
        display: none;
      }
    }
    button {
      font: inherit;
      color: inherit;
      cursor: pointer;
      border: none;
    }
    button:focus-visible {
      outline: 2px solid var(--color-focus);
      outline-offset: 2px;
    }
    .total {
      display: flex;
      justify-content: space-between;
      align-items: center;
      width: 100%;
      min-height: 44px;
      padding: 0 14px;
      border-radius: var(--radius-lg);
      text-align: left;
      font-weight: 700;
      font-size: 1.05rem;
      background: var(--color-inverse);
      color: var(--color-on-inverse);
    }
    .total.bad {
      background: var(--color-danger-surface);
      color: var(--color-danger-text);
    }
    .total.none {
      background: var(--color-surface-alt);
      color: var(--color-muted);
      font-weight: 600;
    }
    [role='tablist'] {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: var(--space-1);
      margin-top: 6px;
    }
    [role='tab'] {
      min-height: 44px;
      padding: 2px 4px;
      border-radius: var(--radius);
      background: transparent;
      font-size: var(--font-size-sm);
      line-height: 1.15;
      overflow-wrap: anywhere;
    }
    [role='tab'][aria-selected='true'] {
      background: var(--color-accent-strong);
      color: var(--color-on-accent);
      font-weight: 700;
    }
  `;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#media.addEventListener('change', this.#onMedia);
    void this.updateComplete.then(() => this.#room.observe(this.renderRoot.querySelector('.bar')!));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#media.removeEventListener('change', this.#onMedia);
    this.#room.disconnect();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('session')) this.#session.follow(this.session);
    if (changed.has('selected') || changed.has('panels') || changed.has('_narrow') || changed.has('locale')) this.#showPanels();
  }

  /**
   * Opens `step`. Focus that was in a part now hidden (the button that read the hand, say) goes
   * to the step's part, where the work goes on, so it is never lost to the page.
   */
  show(step: Step): void {
    if (step === this.selected) return;
    const hiding = this.panels[this.selected];
    this.selected = step;
    // Hidden at once, not at the next render: a link to a place in the new step (#referee) scrolls there now.
    this.#showPanels();
    const panel = this.panels[step];
    if (this._narrow && hiding !== undefined && panel !== undefined && holdsFocus(hiding)) panel.focus({ preventScroll: true });
    if (this._narrow) window.scrollTo(0, 0);
    this.dispatchEvent(new CustomEvent<Step>('step-change', { detail: step, bubbles: true, composed: true }));
  }

  #onMedia = (e: MediaQueryListEvent): void => {
    this._narrow = e.matches;
  };

  /** On a phone each part is a tab panel, hidden unless its step is open; on a wider screen, a plain part of the page. */
  #showPanels(): void {
    const s = (STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE]).steps;
    for (const step of STEPS) {
      const panel = this.panels[step];
      if (panel === undefined) continue;
      panel.toggleAttribute('hidden', this._narrow && step !== this.selected);
      if (this._narrow) {
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-label', s[step]);
        // Focus can land on the panel itself when a step opens (see show()).
        panel.tabIndex = -1;
      } else {
        for (const name of ['role', 'aria-label', 'tabindex']) panel.removeAttribute(name);
      }
    }
  }

  #onKeydown(e: KeyboardEvent): void {
    const at = STEPS.indexOf(this.selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: STEPS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.show(STEPS[(to + STEPS.length) % STEPS.length]!);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[aria-selected="true"]')?.focus());
  }

  /** The hand's total, or why there is none, in the language of the page. */
  #total() {
    const s = STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE];
    const r = this.#session.state.result;
    if (r === null) return html`<button type="button" class="total none" @click=${() => this.show('score')}>${s.steps.noHand}</button>`;
    const text = r.error === null ? `${s.total} ${formatPoints(r.total, s)}` : ((s.errorTitles as Record<string, string>)[r.error] ?? s.errorTitles.unexpected);
    return html`<button type="button" class="total ${r.error === null ? '' : 'bad'}" @click=${() => this.show('score')}>${text}</button>`;
  }

  override render() {
    const s = (STRINGS[this.locale] ?? STRINGS[DEFAULT_LOCALE]).steps;
    return html`<div class="bar">
      ${this.#total()}
      <div role="tablist" aria-label=${s.label} @keydown=${this.#onKeydown}>
        ${STEPS.map(
          (step) =>
            html`<button type="button" role="tab" id="tab-${step}" aria-selected=${step === this.selected ? 'true' : 'false'} tabindex=${step === this.selected ? 0 : -1} @click=${() => this.show(step)}>
              ${s[step]}
            </button>`,
        )}
      </div>
    </div>`;
  }
}

/** Whether the focus is inside `el` (through open shadow roots), or nowhere (on the body). */
function holdsFocus(el: HTMLElement): boolean {
  let active = document.activeElement;
  if (active === null || active === document.body) return true;
  while (active !== null) {
    if (el.contains(active)) return true;
    active = (active.getRootNode() as ShadowRoot).host ?? null;
  }
  return false;
}

declare global {
  interface HTMLElementTagNameMap {
    'app-steps': AppSteps;
  }
}
