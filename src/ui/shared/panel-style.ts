import { css } from 'lit';

/** A card with a heading on the theme's surface: the look of the result panels (the score, the game history). */
export const panelStyle = css`
  :host {
    display: block;
    color: var(--color-text);
  }
  section {
    border: 1px solid var(--color-border);
    border-radius: var(--radius-lg);
    padding: 14px var(--space-4);
    background: var(--color-surface);
  }
  h2 {
    margin: 0 0 var(--space-2);
    font-size: 1.05rem;
  }
`;
