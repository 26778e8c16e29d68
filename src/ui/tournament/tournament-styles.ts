import { css } from 'lit';

/**
 * The look the tournament page's parts share, in theme tokens: cards, the secret reveals, links
 * in read-only boxes, problems and the scroll box that keeps a wide table from scrolling the page.
 */
export const tournamentStyles = css`
  :host {
    display: block;
    color: var(--color-text);
    min-width: 0;
  }
  section.card {
    border: 1px solid var(--color-border);
    border-radius: var(--radius-lg);
    padding: var(--space-3) var(--space-4);
    background: var(--color-surface);
    min-width: 0;
  }
  h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--font-size-lg);
  }
  h3 {
    margin: 0;
    font-size: var(--font-size-base);
  }
  p {
    margin: var(--space-2) 0;
  }
  label.field {
    display: grid;
    gap: var(--space-1);
    margin: var(--space-2) 0;
  }
  input.link {
    width: 100%;
    box-sizing: border-box;
    font-size: var(--font-size-sm);
  }
  /* A phone zooms into a field under 16px when it takes focus (a link is focused to be copied). */
  @media (max-width: 480px) {
    input.link {
      font-size: var(--font-size-base);
    }
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 8rem;
  }
  details {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    padding: var(--space-1) var(--space-2);
    margin: var(--space-2) 0;
    background: var(--color-surface);
  }
  details.secret {
    border-color: var(--color-warning);
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    line-height: 32px;
  }
  .warning {
    color: var(--color-warning);
    font-weight: 600;
  }
  .problem {
    color: var(--color-danger-text);
    background: var(--color-danger-surface);
    border-radius: var(--radius-sm);
    padding: var(--space-2) var(--space-3);
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    align-items: center;
  }
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  .muted {
    color: var(--color-muted);
  }
  qr-code {
    --qr-size: 180px;
    margin: var(--space-1) 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    align-items: center;
  }
`;
