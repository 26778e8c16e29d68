/** Yaku that depend on how and when the hand was won, not on its shape (rule texts 000/002). */
import { type YakuDefinition, NEED } from './types';

export const SITUATIONAL_YAKU = [
  { id: 'riichi', name: 'Riichi', closedHan: 1, openHan: null, needs: NEED.riichi, test: ({ sit }) => sit.riichi && !sit.doubleRiichi },
  // "+1: Riichi declared in very first go-around" on top of riichi's one: two han in all.
  { id: 'double-riichi', name: 'Double Riichi', closedHan: 2, openHan: null, needs: NEED.doubleRiichi, test: ({ sit }) => sit.doubleRiichi },
  { id: 'ippatsu', name: 'Ippatsu', closedHan: 1, openHan: null, needs: NEED.ippatsu, test: ({ sit }) => sit.ippatsu },
  { id: 'menzen-tsumo', name: 'Menzen Tsumo', closedHan: 1, openHan: null, needs: NEED.tsumo, test: ({ sit, hand }) => sit.tsumo && hand.menzen },
  { id: 'haitei', name: 'Haitei Raoyue', closedHan: 1, openHan: 1, needs: NEED.haitei, test: ({ sit }) => sit.haitei },
  { id: 'houtei', name: 'Houtei Raoyui', closedHan: 1, openHan: 1, needs: NEED.houtei, test: ({ sit }) => sit.houtei },
  { id: 'rinshan', name: 'Rinshan Kaihou', closedHan: 1, openHan: 1, needs: NEED.rinshan, test: ({ sit }) => sit.rinshan },
  { id: 'chankan', name: 'Chankan', closedHan: 1, openHan: 1, needs: NEED.chankan, test: ({ sit }) => sit.chankan },
  // EMA 2016: Renho is worth a mangan, counted as 5 han with the other yaku (README preset table).
  { id: 'renhou', name: 'Renhou', closedHan: 5, openHan: null, needs: NEED.renhou, test: ({ sit, rules }) => sit.renhou && rules.renhou === 'mangan' },
] as const satisfies readonly YakuDefinition[];
