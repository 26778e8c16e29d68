/** Yakuman (rule texts 000, 002, 004). Which of them count twice is a ruleset switch. */
import { EAST, NORTH } from '../tile';
import { type YakumanDefinition, NEED } from './types';

const isWindPair = (pair: number): boolean => pair >= EAST && pair <= NORTH;

export const YAKUMAN: readonly YakumanDefinition[] = [
  { id: 'kokushi', name: 'Kokushi Musou', needs: NEED.kokushi, test: (ctx) => ctx.reading.form === 'kokushi' && ctx.reading.wait !== 'juusanmen' },
  { id: 'kokushi-13', name: 'Kokushi Musou Juusanmen Matchi', needs: NEED.kokushi, double: 'kokushi13', test: (ctx) => ctx.reading.form === 'kokushi' && ctx.reading.wait === 'juusanmen' },
  { id: 'chuuren', name: 'Chuuren Poutou', test: (ctx) => ctx.hand.nineGates === 1 },
  { id: 'chuuren-9', name: 'Daburu Chuuren Poutou', double: 'chuuren9', test: (ctx) => ctx.hand.nineGates === 2 },
  { id: 'suuankou', name: 'Suu Ankou', needs: NEED.pung, test: (ctx) => ctx.shape.concealedPungs === 4 && ctx.reading.wait !== 'tanki' },
  { id: 'suuankou-tanki', name: 'Suu Ankou Tanki', needs: NEED.pung, double: 'suuankouTanki', test: (ctx) => ctx.shape.concealedPungs === 4 && ctx.reading.wait === 'tanki' },
  { id: 'suukantsu', name: 'Suu Kantsu', needs: NEED.pung, test: (ctx) => ctx.hand.kans === 4 },
  { id: 'ryuuiisou', name: 'Ryuuiisou', test: (ctx) => ctx.hand.allGreen },
  { id: 'chinroutou', name: 'Chinroutou', test: (ctx) => ctx.hand.allTerminals },
  { id: 'tsuuiisou', name: 'Tsuu Iisou', test: (ctx) => ctx.hand.allHonors },
  { id: 'daisangen', name: 'Daisangen', needs: NEED.dragonPung, test: (ctx) => ctx.shape.dragonPungs === 3 },
  { id: 'shousuushii', name: 'Shousuushii', needs: NEED.windPung, test: (ctx) => ctx.shape.windPungs === 3 && isWindPair(ctx.reading.pair) },
  { id: 'daisuushii', name: 'Dai Suushii', needs: NEED.windPung, double: 'daisuushii', test: (ctx) => ctx.shape.windPungs === 4 },
  { id: 'tenhou', name: 'Tenhou', needs: NEED.tenhou, test: (ctx) => ctx.sit.tenhou },
  { id: 'chiihou', name: 'Chiihou', needs: NEED.chiihou, test: (ctx) => ctx.sit.chiihou },
  { id: 'renhou-yakuman', name: 'Renhou (yakuman)', needs: NEED.renhou, test: (ctx) => ctx.sit.renhou && ctx.rules.renhou === 'yakuman' },
];
