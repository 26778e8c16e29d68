/**
 * Situations no table can produce are refused, each with its own code and the rule text that rules
 * it out (issue 20). Every row has a twin that differs only in the contradiction and is scored, so
 * a refusal cannot come from something else in the row.
 */
import { describe, expect, it } from 'vitest';
import { play } from './referee';

// 123m 456m 789p 345s 88s: riichi-able, no other yaku than the situation's.
const PLAIN = '123456m789p34588s';

describe('contradictory situations are refused with a coded error and the rule at fault', () => {
  it.each([
    // [title, situation refused, its twin that is scored, code, rule cited]
    ['a dealer whose seat wind is not East (scored 3,000 instead of 2,000 before)', 'ron S E riichi dealer:yes', 'ron E E riichi dealer:yes', 'dealer_not_east', '000 Changing of seat wind'],
    ['an East seat that does not deal', 'ron E E riichi dealer:no', 'ron S E riichi dealer:no', 'east_not_dealer', '000 Changing of seat wind'],
    ['the discarder being the winner', 'ron S E riichi from:S', 'ron S E riichi from:W', 'discarder_is_winner', '000 Mahjong on a discard (Ron)'],
    ['ura dora indicators without riichi (silently ignored before)', 'tsumo S E dora:1z ura:7s', 'tsumo S E riichi dora:1z ura:7s', 'ura_without_riichi', '001 3.3.14'],
    ['more ura dora indicators than dora indicators', 'ron S E riichi dora:1z ura:7s,9s', 'ron S E riichi dora:1z,2z ura:7s,9s', 'more_ura_than_dora', '001 3.3.14'],
    ['Blessing of Heaven with riichi', 'tsumo E E tenhou riichi', 'tsumo E E tenhou', 'first_turn_with_riichi', '000 Yakuman; 001 3.3.14'],
    ['Blessing of Earth with riichi', 'tsumo S E chiihou riichi', 'tsumo S E chiihou', 'first_turn_with_riichi', '000 Yakuman; 001 3.3.14'],
    ['Blessing of Man with riichi', 'ron S E renhou riichi', 'ron S E renhou', 'first_turn_with_riichi', '000 Yakuman; 001 3.3.14'],
    ['Blessing of Man with double riichi', 'ron S E renhou double_riichi', 'ron S E renhou', 'first_turn_with_riichi', '000 Yakuman; 001 3.3.14'],
    ['Blessing of Heaven on the last tile of the wall', 'tsumo E E tenhou haitei', 'tsumo E E tenhou', 'first_turn_with_last_tile', '000 Yakuman'],
    ['Blessing of Earth on the last tile of the wall', 'tsumo S E chiihou haitei', 'tsumo S E chiihou', 'first_turn_with_last_tile', '000 Yakuman'],
    ['Blessing of Man on the last discard', 'ron S E renhou houtei', 'ron S E renhou', 'first_turn_with_last_tile', '000 Yakuman'],
  ])('%s', (_title, refused, twin, code, rule) => {
    const r = play(PLAIN, '4s', '', refused);
    expect(r.error).toBe('invalid_context');
    expect(r.details?.[0]).toMatchObject({ code, rule });
    expect(r.total).toBe(0);
    expect(play(PLAIN, '4s', '', twin).error).toBeNull();
  });

  it('the dealer at East is paid as the dealer: riichi 1 han 40 fu is 2,000, by South 1,300', () => {
    expect(play(PLAIN, '4s', '', 'ron E E riichi').total).toBe(2000);
    expect(play(PLAIN, '4s', '', 'ron S E riichi').total).toBe(1300);
  });

  it('the dealer left out follows the seat: East deals, South does not', () => {
    expect(play(PLAIN, '4s', '', 'ron E E riichi').error).toBeNull();
    expect(play(PLAIN, '4s', '', 'ron S E riichi').error).toBeNull();
  });

  it('a hand that is not complete says so before any situation problem', () => {
    expect(play('123456m789p34589s', '4s', '', 'ron S E riichi dealer:yes').error).toBe('not_winning');
  });
});
