import { css } from 'lit';

/**
 * The look of form controls shared by the components (inputs, selects, buttons, fieldsets,
 * labels, hints), in theme colours (src/ui/theme.ts). Components adopt it first,
 * `static styles = [formStyles, css`...`]`; every selector sits in `:where()`, so it weighs nothing
 * and a component's own rule for a control (a tile button, a segmented radio) always wins.
 */
export const formStyles = css`
  :where(input:not([type='checkbox'], [type='radio'], [type='file'], [type='range']), select, textarea) {
    min-height: 36px;
    padding: 6px 8px;
    border: 1px solid var(--color-control-border);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: inherit;
    font: inherit;
  }
  :where(button) {
    min-height: 36px;
    padding: var(--space-1) var(--space-3);
    border: 1px solid var(--color-control-border);
    border-radius: var(--radius-sm);
    background: var(--color-control);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  :where(button:hover:not(:disabled)) {
    background: var(--color-control-hover);
  }
  :where(button:disabled) {
    cursor: default;
    opacity: 0.55;
  }
  :where(button.primary) {
    background: var(--color-inverse);
    border-color: var(--color-inverse);
    color: var(--color-on-inverse);
  }
  :where(button.primary:hover:not(:disabled)) {
    background: var(--color-inverse-hover);
  }
  :where(input, select, textarea, button, summary, a):focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
  :where(input[type='checkbox'], input[type='radio']) {
    accent-color: var(--color-accent);
  }
  :where(fieldset) {
    margin: 0;
    padding: var(--space-2) var(--space-3) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    min-width: 0;
  }
  :where(legend) {
    padding: 0 var(--space-1);
    font-weight: 650;
  }
  :where(a) {
    color: var(--color-link);
  }
  :where(.hint) {
    font-size: var(--font-size-sm);
    color: var(--color-muted);
  }
`;
