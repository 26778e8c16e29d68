import { css } from 'lit';

/** A white card with a heading: the look of the result panels (the score, the game history). */
export const panelStyle = css`
  :host {
    display: block;
    color: #1d2330;
  }
  section {
    border: 1px solid #d5dae3;
    border-radius: 10px;
    padding: 14px 16px;
    background: #fff;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;
