/**
 * Yaku and dora names per locale, always with the romaji players use at the table, keyed by the
 * engine's ids (`YAKU`, `YAKUMAN`, `DORA_KINDS`). The engine's own `name` stays the stable romaji
 * of results, game records and the overlay's wire format; only what people read is translated
 * here, so old records and other clients keep working.
 *
 * English names are the EMA 2012 scoring sheet's (rules text 002: "All Simples", "Pure Double
 * Chi", "After a Kan"...); the few the sheet does not name follow the same style. German names
 * use the sheet's German glossary (Pon = Drilling, Kan = Vierling, Chi = Straße).
 */
import { DORA_KINDS, YAKU, YAKUMAN } from '../../engine/index';
import type { Locale } from './strings';

interface YakuNames {
  /** What players call it at the table, in Latin letters. */
  readonly romaji: string;
  readonly en: string;
  readonly de: string;
  readonly ja: string;
}

const WIND_NAMES = {
  east: { romaji: 'ton', en: 'East', de: 'Ost', ja: '東' },
  south: { romaji: 'nan', en: 'South', de: 'Süd', ja: '南' },
  west: { romaji: 'shaa', en: 'West', de: 'West', ja: '西' },
  north: { romaji: 'pei', en: 'North', de: 'Nord', ja: '北' },
} as const;

/** The eight wind yaku, one per role and wind, as the engine makes them (`seat-wind-east`...). */
function windNames(): Record<string, YakuNames> {
  const out: Record<string, YakuNames> = {};
  for (const [label, w] of Object.entries(WIND_NAMES)) {
    out[`seat-wind-${label}`] = { romaji: `Jikaze ${w.romaji}`, en: `Seat Wind Pon, ${w.en}`, de: `Platzwind-Drilling, ${w.de}`, ja: `自風 ${w.ja}` };
    out[`round-wind-${label}`] = { romaji: `Bakaze ${w.romaji}`, en: `Prevailing Wind Pon, ${w.en}`, de: `Rundenwind-Drilling, ${w.de}`, ja: `場風 ${w.ja}` };
  }
  return out;
}

const NAMES: Readonly<Record<string, YakuNames>> = {
  riichi: { romaji: 'Riichi', en: 'Riichi', de: 'Riichi', ja: '立直' },
  'double-riichi': { romaji: 'Daburu riichi', en: 'Double Riichi', de: 'Doppel-Riichi', ja: 'ダブル立直' },
  ippatsu: { romaji: 'Ippatsu', en: 'Ippatsu', de: 'Ippatsu', ja: '一発' },
  'menzen-tsumo': { romaji: 'Menzen tsumo', en: 'Fully Concealed Hand', de: 'Verdeckte Hand, selbst gezogen', ja: '門前清自摸和' },
  haitei: { romaji: 'Haitei raoyue', en: 'Bottom of the Sea', de: 'Letzter Stein der Mauer', ja: '海底摸月' },
  houtei: { romaji: 'Houtei raoyui', en: 'Bottom of the River', de: 'Letzter Abwurf', ja: '河底撈魚' },
  rinshan: { romaji: 'Rinshan kaihou', en: 'After a Kan', de: 'Nach einem Vierling', ja: '嶺上開花' },
  chankan: { romaji: 'Chankan', en: 'Robbing a Kan', de: 'Vierling rauben', ja: '槍槓' },
  renhou: { romaji: 'Renhou', en: 'Blessing of Man', de: 'Segen der Menschen', ja: '人和' },
  pinfu: { romaji: 'Pinfu', en: 'Pinfu', de: 'Pinfu', ja: '平和' },
  iipeikou: { romaji: 'Iipeikou', en: 'Pure Double Chi', de: 'Zwei gleiche Straßen', ja: '一盃口' },
  ryanpeikou: { romaji: 'Ryanpeikou', en: 'Twice Pure Double Chi', de: 'Zweimal zwei gleiche Straßen', ja: '二盃口' },
  sanshoku: { romaji: 'Sanshoku doujun', en: 'Mixed Triple Chi', de: 'Dreifache Straße', ja: '三色同順' },
  ittsu: { romaji: 'Ittsu', en: 'Pure Straight', de: 'Reine Straße', ja: '一気通貫' },
  toitoi: { romaji: 'Toitoi', en: 'All Pon', de: 'Nur Drillinge', ja: '対々和' },
  sanankou: { romaji: 'San ankou', en: 'Three Concealed Pon', de: 'Drei verdeckte Drillinge', ja: '三暗刻' },
  'sanshoku-doukou': { romaji: 'Sanshoku doukou', en: 'Triple Pon', de: 'Dreifacher Drilling', ja: '三色同刻' },
  sankantsu: { romaji: 'San kantsu', en: 'Three Kan', de: 'Drei Vierlinge', ja: '三槓子' },
  chiitoitsu: { romaji: 'Chiitoitsu', en: 'Seven Pairs', de: 'Sieben Paare', ja: '七対子' },
  tanyao: { romaji: 'Tanyao', en: 'All Simples', de: 'Nur Einfache', ja: '断么九' },
  haku: { romaji: 'Yakuhai haku', en: 'Dragon Pon, White', de: 'Drachen-Drilling, Weiß', ja: '役牌 白' },
  hatsu: { romaji: 'Yakuhai hatsu', en: 'Dragon Pon, Green', de: 'Drachen-Drilling, Grün', ja: '役牌 發' },
  chun: { romaji: 'Yakuhai chun', en: 'Dragon Pon, Red', de: 'Drachen-Drilling, Rot', ja: '役牌 中' },
  ...windNames(),
  north: { romaji: 'Yakuhai pei', en: 'North Pon', de: 'Nord-Drilling', ja: '役牌 北' },
  chanta: { romaji: 'Chanta', en: 'Outside Hand', de: 'Gemischte Enden', ja: '混全帯么九' },
  junchan: { romaji: 'Junchan', en: 'Terminals in All Sets', de: 'Endsteine in allen Sätzen', ja: '純全帯么九' },
  honroutou: { romaji: 'Honroutou', en: 'All Terminals and Honours', de: 'Nur Endsteine und Ehrensteine', ja: '混老頭' },
  honitsu: { romaji: 'Honitsu', en: 'Half Flush', de: 'Halbe Farbe', ja: '混一色' },
  chinitsu: { romaji: 'Chinitsu', en: 'Full Flush', de: 'Reine Farbe', ja: '清一色' },
  shousangen: { romaji: 'Shousangen', en: 'Little Three Dragons', de: 'Kleine drei Drachen', ja: '小三元' },
  kokushi: { romaji: 'Kokushi musou', en: 'Thirteen Orphans', de: 'Dreizehn Waisen', ja: '国士無双' },
  'kokushi-13': { romaji: 'Kokushi musou juusanmen machi', en: 'Thirteen Orphans, 13-sided wait', de: 'Dreizehn Waisen, 13-seitig', ja: '国士無双十三面待ち' },
  chuuren: { romaji: 'Chuuren poutou', en: 'Nine Gates', de: 'Neun Tore', ja: '九蓮宝燈' },
  'chuuren-9': { romaji: 'Junsei chuuren poutou', en: 'Nine Gates, 9-sided wait', de: 'Neun Tore, 9-seitig', ja: '純正九蓮宝燈' },
  suuankou: { romaji: 'Suu ankou', en: 'Four Concealed Pon', de: 'Vier verdeckte Drillinge', ja: '四暗刻' },
  'suuankou-tanki': { romaji: 'Suu ankou tanki', en: 'Four Concealed Pon, single wait', de: 'Vier verdeckte Drillinge, Einzelwarten', ja: '四暗刻単騎' },
  suukantsu: { romaji: 'Suu kantsu', en: 'Four Kan', de: 'Vier Vierlinge', ja: '四槓子' },
  ryuuiisou: { romaji: 'Ryuuiisou', en: 'All Green', de: 'Ganz Grün', ja: '緑一色' },
  chinroutou: { romaji: 'Chinroutou', en: 'All Terminals', de: 'Nur Endsteine', ja: '清老頭' },
  tsuuiisou: { romaji: 'Tsuuiisou', en: 'All Honours', de: 'Nur Ehrensteine', ja: '字一色' },
  daisangen: { romaji: 'Daisangen', en: 'Big Three Dragons', de: 'Große drei Drachen', ja: '大三元' },
  shousuushii: { romaji: 'Shousuushii', en: 'Little Four Winds', de: 'Kleine vier Winde', ja: '小四喜' },
  daisuushii: { romaji: 'Daisuushii', en: 'Big Four Winds', de: 'Große vier Winde', ja: '大四喜' },
  tenhou: { romaji: 'Tenhou', en: 'Blessing of Heaven', de: 'Segen des Himmels', ja: '天和' },
  chiihou: { romaji: 'Chiihou', en: 'Blessing of Earth', de: 'Segen der Erde', ja: '地和' },
  'renhou-yakuman': { romaji: 'Renhou', en: 'Blessing of Man', de: 'Segen der Menschen', ja: '人和' },
  dora: { romaji: 'Dora', en: 'Dora', de: 'Dora', ja: 'ドラ' },
  'aka-dora': { romaji: 'Aka dora', en: 'Red Five', de: 'Rote Fünf', ja: '赤ドラ' },
  'ura-dora': { romaji: 'Ura dora', en: 'Ura Dora', de: 'Ura-Dora', ja: '裏ドラ' },
};

/** The ids the table names, for the test that holds it to the engine's lists. */
export const NAMED_YAKU_IDS: readonly string[] = Object.keys(NAMES);

/** The romaji of a yaku (or dora kind) by engine id; the id itself for one the table lacks. */
export function yakuRomaji(id: string): string {
  return NAMES[id]?.romaji ?? id;
}

/**
 * A yaku's name in the locale with its romaji in brackets ("All Simples (Tanyao)", "断么九 (Tanyao)");
 * the romaji alone where the locale's name is the romaji ("Riichi"). An id the table lacks is shown as is.
 */
export function yakuName(id: string, locale: Locale): string {
  const n = NAMES[id];
  if (n === undefined) return id;
  const name = n[locale];
  return name.toLowerCase() === n.romaji.toLowerCase() ? name : `${name} (${n.romaji})`;
}

// Results and game records carry the engine's romaji `name`, not the id: map it back.
const ID_OF_ENGINE_NAME: ReadonlyMap<string, string> = new Map([...YAKU, ...YAKUMAN, ...DORA_KINDS].map((d) => [d.name, d.id] as const));

/** A yaku as a result or a game record names it (the engine's romaji); a name the engine no longer gives is shown as recorded. */
export function yakuNameOfResult(engineName: string, locale: Locale): string {
  const id = ID_OF_ENGINE_NAME.get(engineName);
  return id === undefined ? engineName : yakuName(id, locale);
}
