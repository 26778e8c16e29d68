import { css } from 'lit';

/**
 * `.visually-hidden`: hidden from sight, not from the keyboard or screen readers (a label that is
 * the control's face, a table's caption). Shared by the components that need it, in their styles.
 */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
