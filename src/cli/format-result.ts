/** A score result as readable text for the terminal: yaku, minipoints, value, who pays what. */
import type { ScoreResultJson, Payments } from '../engine/index';

const FU_WORDS: Readonly<Record<string, string>> = {
  base: 'base (winning)',
  concealed_ron: 'concealed hand, won on a discard',
  seven_pairs: 'seven pairs',
  open_pinfu: 'open hand without other minipoints',
  tsumo: 'self-draw',
  pair_wait: 'pair (single) wait',
  kanchan: 'closed wait',
  penchan: 'edge wait',
  valued_pair: 'pair of dragons or own/prevalent wind',
  double_valued_pair: 'pair of own and prevalent wind',
  open_pon: 'open pung, simples',
  open_terminal_pon: 'open pung, terminals/honours',
  closed_pon: 'concealed pung, simples',
  closed_terminal_pon: 'concealed pung, terminals/honours',
  open_kan: 'open kong, simples',
  open_terminal_kan: 'open kong, terminals/honours',
  closed_kan: 'concealed kong, simples',
  closed_terminal_kan: 'concealed kong, terminals/honours',
};

const pts = (n: number): string => n.toLocaleString('en-US');

export function describePayments(p: Payments): string {
  if ('liable' in p && 'discarder' in p) return `discarder pays ${pts(p.discarder)}, liable player pays ${pts(p.liable)}`;
  if ('liable' in p) return `liable player pays ${pts(p.liable)}`;
  if ('discarder' in p) return `discarder pays ${pts(p.discarder)}`;
  if ('each' in p) return `each player pays ${pts(p.each)}`;
  return `dealer pays ${pts(p.dealer)}, others ${pts(p.non_dealer)} each`;
}

export function formatResult(r: ScoreResultJson, title: string): string {
  const lines: string[] = [`Rules: ${title}`];
  if (r.error !== null) {
    lines.push(`Not a valid win: ${r.error}`, `  ${r.message ?? ''}`);
    for (const d of r.details ?? []) if (d.message !== r.message) lines.push(`  - ${d.field ? `${d.field}: ` : ''}${d.message}`);
    return lines.join('\n');
  }
  if (r.reading) lines.push(`Reading: ${r.reading} (wait: ${r.wait})`);
  lines.push('Yaku:');
  for (const [name, han, yakuman] of r.yaku) lines.push(`  ${name.padEnd(32)} ${yakuman ? `${han / 13 > 1 ? `${han / 13}x ` : ''}yakuman` : `${han} han`}`);
  if (r.fu_details.length > 0) {
    lines.push('Minipoints:');
    for (const [reason, fu] of r.fu_details) lines.push(`  ${(FU_WORDS[reason] ?? reason).padEnd(40)} ${String(fu).padStart(3)}`);
  }
  lines.push(`Value: ${r.han} han${r.fu ? ` ${r.fu} minipoints` : ''}${r.level ? ` (${r.level})` : ''}`);
  if (r.payments) lines.push(`Payments: ${describePayments(r.payments)} (counters included)`);
  if (r.riichi_sticks_bonus) lines.push(`Riichi sticks: +${pts(r.riichi_sticks_bonus)}`);
  lines.push(`Total to the winner: ${pts(r.total)}`);
  return lines.join('\n');
}
