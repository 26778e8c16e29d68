/**
 * The core's coded problems in words, per locale: a hand the engine cannot read, a situation that
 * cannot be, text that is not mpsz, and the hand text box's own problems. The engine keeps an
 * English `message` beside each code for logs and the command line; what people read in the app
 * comes from here, so German and Japanese pages show no English.
 *
 * In a file of its own (not strings*.ts) because the three languages' tables are read together:
 * the score card, the referee view and the text box all word the same codes.
 */
import { GAME_FILE_MAX_BYTES, type ImportErrorCode } from '../../formats/game-file';
import { sizeText } from '../../formats/json-text';
import { EVIDENCE_MAX_BYTES } from '../../formats/evidence';
import type { ContextIssueCode, GameErrorCode, HandIssueCode, MeldType, NotationProblem, ScoreError, ScoreErrorCode } from '../../engine/index';
import type { EvidenceErrorCode } from '../../referee/index';
import type { UiStrings } from './strings';
import type { TextProblem } from '../../vision/tile-text';

export interface IssueStrings {
  readonly hand: Readonly<Record<HandIssueCode, string>>;
  readonly context: Readonly<Record<ContextIssueCode, string>>;
  /** What a score error means, under its title; empty where the listed details say it all. */
  readonly errorHints: Readonly<Record<ScoreErrorCode, string>>;
  /** Text in the hand's text box that cannot be read (`text` is the piece quoted). */
  readonly text: (p: TextProblem) => string;
  /** A detail code no table here words (a newer engine): said plainly, never in English. */
  readonly unknown: string;
  /** A wrong tile count with its numbers (a kong counting 3). */
  readonly tileCount: (held: number, needed: number) => string;
  /** Why a game file (or a kept game) was refused. */
  readonly gameFile: Readonly<Record<ImportErrorCode, string>>;
  /** The event of a game record at fault, 1-based. */
  readonly event: (n: number) => string;
  /** Why a referee evidence file was refused (the field at fault follows, as written in the file). */
  readonly evidence: Readonly<Record<EvidenceErrorCode, string>>;
}

type NotationWords = Readonly<Record<NotationProblem, string>>;

const GAME_MAX = sizeText(GAME_FILE_MAX_BYTES);
const EVIDENCE_MAX = sizeText(EVIDENCE_MAX_BYTES);

const EN_NOTATION: NotationWords = {
  not_text: 'tiles are written in mpsz notation',
  missing_suit: 'digits without their suit letter (m, p, s or z) after them',
  unknown_suit: 'a suit letter is m, p, s or z',
  suit_without_digits: 'a suit letter without digits before it',
  no_such_honour: 'honours are 1z to 7z',
  not_one_tile: 'one tile is needed here',
};

const EN_MELD: Readonly<Record<MeldType, string>> = { chi: 'chow (chi)', pon: 'pung (pon)', kan: 'kong (kan)', ankan: 'concealed kong (ankan)', shouminkan: 'added kong (shouminkan)' };

const EN: IssueStrings = {
  hand: {
    bad_notation: 'not tiles in mpsz notation (e.g. 123m0p77z)',
    bad_meld: 'not a meld: a chow (chi) is three tiles in a row of one suit, a pung (pon) three alike, a kong (kan) four alike',
    wrong_tile_count: 'the wrong number of tiles (a winning hand has 14, a kong counting as 3)',
    too_many_copies: 'more than four of one tile across the hand, the melds and the indicators',
    too_many_red_fives: 'more than one red five of a suit',
    win_tile_missing: 'the winning tile is missing',
    win_tile_not_held: 'the winning tile is not among the concealed tiles',
    tile_not_in_set: 'a tile that is not in this preset’s tile set',
    chi_not_allowed: 'under this preset a chow (chi) may only be claimed for the win itself',
    too_many_melds: 'more than four melds',
    bad_hand: 'a field of the hand has a value that cannot be (the wrong kind, or far too long)',
  },
  context: {
    bad_context: 'a setting of the situation has a value that cannot be',
    open_hand_riichi: 'riichi needs a concealed hand',
    open_hand_daburi: 'double riichi needs a concealed hand',
    ippatsu_without_riichi: 'ippatsu needs riichi',
    chankan_with_tsumo: 'robbing a kong (chankan) is a win on a discard (ron)',
    rinshan_without_tsumo: 'a win on a replacement tile (rinshan) is self-drawn (tsumo)',
    haitei_without_tsumo: 'haitei is the last tile drawn (tsumo); on the last discard, choose houtei',
    houtei_with_tsumo: 'houtei is the last discard (ron)',
    haitei_with_rinshan: 'a replacement tile is not the last tile of the wall',
    houtei_with_chankan: 'robbing a kong is not the last discard',
    tenhou_not_as_dealer: 'Blessing of Heaven (tenhou) is the dealer’s',
    tenhou_without_tsumo: 'Blessing of Heaven (tenhou) is self-drawn',
    tenhou_with_meld: 'Blessing of Heaven (tenhou) allows no meld',
    chiihou_as_dealer: 'Blessing of Earth (chiihou) is a non-dealer’s (the dealer’s is Blessing of Heaven)',
    chiihou_without_tsumo: 'Blessing of Earth (chiihou) is self-drawn',
    chiihou_with_meld: 'Blessing of Earth (chiihou) allows no meld',
    renhou_as_dealer: 'Blessing of Man (renhou) is a non-dealer’s',
    renhou_with_tsumo: 'Blessing of Man (renhou) is a win on a discard',
    renhou_with_meld: 'Blessing of Man (renhou) allows no meld',
    pao_without_discarder: 'on a ron with a liable player, say who discarded, so the payment can be split',
    pao_on_self: 'the liable player cannot be the winner',
    pao_not_applicable: 'liability (pao) applies only to Big Three Dragons with all three dragon sets called, or Big Four Winds with all four wind sets called (3.3.9)',
    rinshan_without_kan: 'a win on a replacement tile needs a kong in the hand',
    nagashi_not_in_preset: 'nagashi mangan is not played under this preset',
    dealer_not_east: 'the dealer sits East: choose East as the seat wind, or turn the dealer off',
    east_not_dealer: 'East is the dealer: an East seat always deals',
    discarder_is_winner: 'the discarder cannot be the winner',
    ura_without_riichi: 'ura dora indicators are turned over only for a riichi win',
    more_ura_than_dora: 'more ura dora indicators than dora indicators: each lies under a dora indicator',
    first_turn_with_riichi: 'a first go-around win (tenhou, chiihou, renhou) comes before the winner’s first discard, so before any riichi',
    first_turn_with_last_tile: 'a first go-around win (tenhou, chiihou, renhou) is not a win on the last tile',
  },
  errorHints: {
    invalid_request: 'The request is not a hand and a situation, or is far too large.',
    invalid_hand: '',
    invalid_context: '',
    not_winning: 'The tiles are not four sets and a pair, seven pairs or thirteen orphans.',
    no_yaku: 'Dora and red fives do not count as yaku.',
    two_yaku_required: 'With this many counters on the table, two han must come from yaku (dora do not count).',
  },
  text: (p) => {
    switch (p.code) {
      case 'meld_shape':
        return `“${p.text}”: a meld is its tiles, then @ and the called tile’s position`;
      case 'called_position':
        return p.positions === 0 ? `a ${EN_MELD[p.meld]} has no called tile` : `a ${EN_MELD[p.meld]}’s called tile is at position 0 to ${p.positions - 1}`;
      case 'win_twice':
        return 'the winning tile is given twice';
      case 'win_count':
        return `the winning tile is one tile, not ${p.count}`;
      case 'unknown_key':
        return `“${p.key}:” is not win:, dora:, ura: or a meld (chi, pon, kan, ankan, shouminkan, or chow, pung, kong)`;
      default:
        return `“${p.text}”: ${EN_NOTATION[p.code]}`;
    }
  },
  unknown: 'The engine gave a problem this page cannot name.',
  tileCount: (held, needed) => `${held} tiles, but a ${needed === 14 ? 'winning' : 'waiting'} hand has ${needed} (a kong counts as 3)`,
  gameFile: {
    too_large: `it is larger than ${GAME_MAX}, the most a game file may be`,
    too_deep: 'it nests its data deeper than a game file does',
    duplicate_event_id: 'two events have the same id',
    changed_after_export: 'it was changed after it was exported',
    not_json: 'it is not JSON (cut short?)',
    wrong_format: 'it is not a Riichi Lens game file',
    unknown_version: 'it was written by a newer version of the app',
    bad_fields: 'a field of the game (name, players, points, time) is missing or wrong',
    bad_cursor: 'its undo position does not fit its events',
    malformed_event: 'an event is not shaped as an event',
    refused_event: 'the rules refuse an event',
  },
  event: (n) => `event ${n}`,
  evidence: {
    too_large: `it is larger than ${EVIDENCE_MAX}, the most an evidence file may be`,
    too_deep: 'it nests its data deeper than an evidence file does',
    not_json: 'it is not JSON',
    wrong_format: 'it is not a Riichi Lens ruling file',
    unknown_version: 'it was written by another version of the app',
    bad_field: 'a field is missing or wrong',
    ruling_mismatch: 'the recorded ruling is not what these tiles and this situation give (the file was changed, or made by another engine version)',
  },
};

const DE_NOTATION: NotationWords = {
  not_text: 'Steine werden in mpsz-Schreibweise geschrieben',
  missing_suit: 'Ziffern ohne ihren Farbbuchstaben (m, p, s oder z) dahinter',
  unknown_suit: 'ein Farbbuchstabe ist m, p, s oder z',
  suit_without_digits: 'ein Farbbuchstabe ohne Ziffern davor',
  no_such_honour: 'Ehrensteine sind 1z bis 7z',
  not_one_tile: 'hier ist genau ein Stein nötig',
};

const DE_MELD: Readonly<Record<MeldType, string>> = {
  chi: 'Chow (Chi, Straße)',
  pon: 'Pung (Pon, Drilling)',
  kan: 'Kong (Kan, Vierling)',
  ankan: 'verdecktes Kong (Ankan)',
  shouminkan: 'erweitertes Kong (Shouminkan)',
};

const DE: IssueStrings = {
  hand: {
    bad_notation: 'keine Steine in mpsz-Schreibweise (z. B. 123m0p77z)',
    bad_meld: 'keine Meldung: ein Chow (Chi) sind drei Steine in Folge einer Farbe, ein Pung (Pon) drei gleiche, ein Kong (Kan) vier gleiche',
    wrong_tile_count: 'die falsche Zahl Steine (eine Gewinnhand hat 14, ein Kong zählt als 3)',
    too_many_copies: 'mehr als vier gleiche Steine in Hand, Meldungen und Anzeigern zusammen',
    too_many_red_fives: 'mehr als eine rote Fünf einer Farbe',
    win_tile_missing: 'der Gewinnstein fehlt',
    win_tile_not_held: 'der Gewinnstein ist nicht unter den verdeckten Steinen',
    tile_not_in_set: 'ein Stein, den es im Steinsatz dieser Regel nicht gibt',
    chi_not_allowed: 'nach dieser Regel darf ein Chow (Chi) nur zum Gewinn gerufen werden',
    too_many_melds: 'mehr als vier Meldungen',
    bad_hand: 'eine Angabe zur Hand hat einen unmöglichen Wert (falsche Art oder viel zu lang)',
  },
  context: {
    bad_context: 'eine Angabe zur Situation hat einen unmöglichen Wert',
    open_hand_riichi: 'Riichi braucht eine verdeckte Hand',
    open_hand_daburi: 'Doppel-Riichi braucht eine verdeckte Hand',
    ippatsu_without_riichi: 'Ippatsu braucht Riichi',
    chankan_with_tsumo: 'Kong rauben (Chankan) ist ein Gewinn auf einen Abwurf (Ron)',
    rinshan_without_tsumo: 'ein Gewinn mit dem Ersatzstein (Rinshan) ist selbst gezogen (Tsumo)',
    haitei_without_tsumo: 'Haitei ist der zuletzt gezogene Stein (Tsumo); beim letzten Abwurf Houtei wählen',
    houtei_with_tsumo: 'Houtei ist der letzte Abwurf (Ron)',
    haitei_with_rinshan: 'ein Ersatzstein ist nicht der letzte Stein der Mauer',
    houtei_with_chankan: 'Kong rauben ist nicht der letzte Abwurf',
    tenhou_not_as_dealer: 'Segen des Himmels (Tenhou) gibt es nur für den Geber',
    tenhou_without_tsumo: 'Segen des Himmels (Tenhou) ist selbst gezogen',
    tenhou_with_meld: 'Segen des Himmels (Tenhou) erlaubt keine Meldung',
    chiihou_as_dealer: 'Segen der Erde (Chiihou) gibt es nur für Nicht-Geber (für den Geber: Segen des Himmels)',
    chiihou_without_tsumo: 'Segen der Erde (Chiihou) ist selbst gezogen',
    chiihou_with_meld: 'Segen der Erde (Chiihou) erlaubt keine Meldung',
    renhou_as_dealer: 'Segen der Menschen (Renhou) gibt es nur für Nicht-Geber',
    renhou_with_tsumo: 'Segen der Menschen (Renhou) ist ein Gewinn auf einen Abwurf',
    renhou_with_meld: 'Segen der Menschen (Renhou) erlaubt keine Meldung',
    pao_without_discarder: 'bei Ron mit einem haftenden Spieler angeben, wer abgeworfen hat, damit die Zahlung geteilt werden kann',
    pao_on_self: 'der haftende Spieler kann nicht der Gewinner sein',
    pao_not_applicable: 'Haftung (Pao) gilt nur für Große drei Drachen mit allen drei Drachen gerufen oder Große vier Winde mit allen vier Winden gerufen (3.3.9)',
    rinshan_without_kan: 'ein Gewinn mit dem Ersatzstein braucht ein Kong in der Hand',
    nagashi_not_in_preset: 'Nagashi Mangan wird nach dieser Regel nicht gespielt',
    dealer_not_east: 'der Geber sitzt im Osten: Osten als Sitzwind wählen oder „Geber“ ausschalten',
    east_not_dealer: 'Osten ist immer der Geber',
    discarder_is_winner: 'wer abwirft, kann nicht der Gewinner sein',
    ura_without_riichi: 'Ura-Dora-Anzeiger werden nur bei einem Riichi-Gewinn aufgedeckt',
    more_ura_than_dora: 'mehr Ura-Dora-Anzeiger als Dora-Anzeiger: jeder liegt unter einem Dora-Anzeiger',
    first_turn_with_riichi: 'ein Gewinn in der ersten Runde (Tenhou, Chiihou, Renhou) kommt vor dem ersten Abwurf, also vor jedem Riichi',
    first_turn_with_last_tile: 'ein Gewinn in der ersten Runde (Tenhou, Chiihou, Renhou) ist kein Gewinn mit dem letzten Stein',
  },
  errorHints: {
    invalid_request: 'Die Anfrage ist keine Hand mit Situation oder viel zu groß.',
    invalid_hand: '',
    invalid_context: '',
    not_winning: 'Die Steine sind nicht vier Sätze und ein Paar, sieben Paare oder dreizehn Waisen.',
    no_yaku: 'Dora und rote Fünfen zählen nicht als Yaku.',
    two_yaku_required: 'Bei so vielen Zählstäben auf dem Tisch müssen zwei Han aus Yaku kommen (Dora zählen nicht).',
  },
  text: (p) => {
    switch (p.code) {
      case 'meld_shape':
        return `„${p.text}“: eine Meldung sind ihre Steine, dann @ und die Stelle des gerufenen Steins`;
      case 'called_position':
        return p.positions === 0 ? `ein ${DE_MELD[p.meld]} hat keinen gerufenen Stein` : `beim ${DE_MELD[p.meld]} steht der gerufene Stein an Stelle 0 bis ${p.positions - 1}`;
      case 'win_twice':
        return 'der Gewinnstein ist zweimal angegeben';
      case 'win_count':
        return `der Gewinnstein ist ein Stein, nicht ${p.count}`;
      case 'unknown_key':
        return `„${p.key}:“ ist weder win:, dora:, ura: noch eine Meldung (chi, pon, kan, ankan, shouminkan oder chow, pung, kong)`;
      default:
        return `„${p.text}“: ${DE_NOTATION[p.code]}`;
    }
  },
  unknown: 'Die Engine meldet ein Problem, das diese Seite nicht benennen kann.',
  tileCount: (held, needed) => `${held} Steine, aber eine ${needed === 14 ? 'Gewinnhand' : 'wartende Hand'} hat ${needed} (ein Kong zählt als 3)`,
  gameFile: {
    too_large: `sie ist größer als ${GAME_MAX}, das Höchstmaß einer Spieldatei`,
    too_deep: 'sie verschachtelt ihre Daten tiefer, als eine Spieldatei es tut',
    duplicate_event_id: 'zwei Ereignisse haben dieselbe Kennung',
    changed_after_export: 'sie wurde nach dem Export verändert',
    not_json: 'sie ist kein JSON (abgeschnitten?)',
    wrong_format: 'sie ist keine Spieldatei von Riichi Lens',
    unknown_version: 'sie stammt von einer neueren Version der App',
    bad_fields: 'eine Angabe des Spiels (Name, Spieler, Punkte, Zeit) fehlt oder ist falsch',
    bad_cursor: 'ihre Rückgängig-Stelle passt nicht zu ihren Ereignissen',
    malformed_event: 'ein Ereignis hat nicht die Form eines Ereignisses',
    refused_event: 'die Regeln lassen ein Ereignis nicht zu',
  },
  event: (n) => `Ereignis ${n}`,
  evidence: {
    too_large: `sie ist größer als ${EVIDENCE_MAX}, das Höchstmaß einer Beweisdatei`,
    too_deep: 'sie verschachtelt ihre Daten tiefer, als eine Beweisdatei es tut',
    not_json: 'sie ist kein JSON',
    wrong_format: 'sie ist keine Entscheidungsdatei von Riichi Lens',
    unknown_version: 'sie stammt von einer anderen Version der App',
    bad_field: 'eine Angabe fehlt oder ist falsch',
    ruling_mismatch: 'die gespeicherte Entscheidung ist nicht die, die diese Steine und diese Situation ergeben (die Datei wurde geändert oder von einer anderen Engine-Version erstellt)',
  },
};

const JA_NOTATION: NotationWords = {
  not_text: '牌はmpsz表記で書きます',
  missing_suit: '数字の後に種類の文字（m・p・s・z）がありません',
  unknown_suit: '種類の文字はm・p・s・zです',
  suit_without_digits: '種類の文字の前に数字がありません',
  no_such_honour: '字牌は1zから7zです',
  not_one_tile: 'ここには牌を1枚だけ書きます',
};

const JA_MELD: Readonly<Record<MeldType, string>> = { chi: 'チー', pon: 'ポン', kan: '明槓', ankan: '暗槓', shouminkan: '加槓' };

const JA: IssueStrings = {
  hand: {
    bad_notation: 'mpsz表記の牌ではありません（例：123m0p77z）',
    bad_meld: '面子になっていません：チーは同じ種類の連続する3枚、ポンは同じ牌3枚、カンは同じ牌4枚です',
    wrong_tile_count: '牌の枚数が違います（和了形は14枚、槓子は3枚と数えます）',
    too_many_copies: '手牌・副露・表示牌を合わせて同じ牌が5枚以上あります',
    too_many_red_fives: '同じ種類の赤五が2枚以上あります',
    win_tile_missing: '和了牌がありません',
    win_tile_not_held: '和了牌が手牌の中にありません',
    tile_not_in_set: 'このルールの牌セットにない牌があります',
    chi_not_allowed: 'このルールではチーは和了のときだけできます',
    too_many_melds: '副露が5つ以上あります',
    bad_hand: '手牌の項目にありえない値があります（種類の誤りか、長すぎます）',
  },
  context: {
    bad_context: '状況の設定にありえない値があります',
    open_hand_riichi: 'リーチは門前でなければできません',
    open_hand_daburi: 'ダブルリーチは門前でなければできません',
    ippatsu_without_riichi: '一発にはリーチが必要です',
    chankan_with_tsumo: '槍槓はロン和了です',
    rinshan_without_tsumo: '嶺上開花はツモ和了です',
    haitei_without_tsumo: '海底はツモ和了です。最後の捨て牌でのロンは河底です',
    houtei_with_tsumo: '河底はロン和了です',
    haitei_with_rinshan: '嶺上牌は海底牌ではありません',
    houtei_with_chankan: '槍槓は最後の捨て牌ではありません',
    tenhou_not_as_dealer: '天和は親だけです',
    tenhou_without_tsumo: '天和はツモ和了です',
    tenhou_with_meld: '天和に副露はありません',
    chiihou_as_dealer: '地和は子だけです（親は天和）',
    chiihou_without_tsumo: '地和はツモ和了です',
    chiihou_with_meld: '地和に副露はありません',
    renhou_as_dealer: '人和は子だけです',
    renhou_with_tsumo: '人和はロン和了です',
    renhou_with_meld: '人和に副露はありません',
    pao_without_discarder: '責任払いのあるロンでは、支払いを分けるため放銃者を指定してください',
    pao_on_self: '責任払いの人は和了者になれません',
    pao_not_applicable: '責任払い（パオ）は三元牌を3つとも鳴いた大三元か、風牌を4つとも鳴いた大四喜だけです（3.3.9）',
    rinshan_without_kan: '嶺上開花には手に槓子が必要です',
    nagashi_not_in_preset: 'このルールに流し満貫はありません',
    dealer_not_east: '親は東家です：自風を東にするか、親の指定を外してください',
    east_not_dealer: '東家は常に親です',
    discarder_is_winner: '放銃者は和了者になれません',
    ura_without_riichi: '裏ドラ表示牌はリーチ和了のときだけめくられます',
    more_ura_than_dora: '裏ドラ表示牌がドラ表示牌より多いです（裏ドラ表示牌はドラ表示牌の下にあります）',
    first_turn_with_riichi: '天和・地和・人和は最初の打牌より前の和了なので、リーチはできません',
    first_turn_with_last_tile: '天和・地和・人和は海底・河底の和了にはなりません',
  },
  errorHints: {
    invalid_request: '手牌と状況の形になっていないか、大きすぎます。',
    invalid_hand: '',
    invalid_context: '',
    not_winning: '4面子1雀頭、七対子、国士無双のどれにもなっていません。',
    no_yaku: 'ドラと赤ドラは役になりません。',
    two_yaku_required: 'この本場数では、ドラを除いて役で2翻必要です。',
  },
  text: (p) => {
    switch (p.code) {
      case 'meld_shape':
        return `「${p.text}」：副露は牌のあとに@と鳴いた牌の位置を書きます`;
      case 'called_position':
        return p.positions === 0 ? `${JA_MELD[p.meld]}に鳴いた牌はありません` : `${JA_MELD[p.meld]}の鳴いた牌の位置は0から${p.positions - 1}です`;
      case 'win_twice':
        return '和了牌が2回書かれています';
      case 'win_count':
        return `和了牌は1枚です（${p.count}枚ではありません）`;
      case 'unknown_key':
        return `「${p.key}:」はwin:・dora:・ura:・副露（chi・pon・kan・ankan・shouminkan、chow・pung・kong）のどれでもありません`;
      default:
        return `「${p.text}」：${JA_NOTATION[p.code]}`;
    }
  },
  unknown: 'エンジンがこのページで表せない問題を返しました。',
  tileCount: (held, needed) => `${held}枚ですが、${needed === 14 ? '和了形' : '聴牌形'}は${needed}枚です（槓子は3枚と数えます）`,
  gameFile: {
    too_large: `対局ファイルの上限（${GAME_MAX}）を超えています`,
    too_deep: '対局ファイルにはありえない深さでデータが入れ子になっています',
    duplicate_event_id: '同じIDの出来事が2つあります',
    changed_after_export: '書き出した後で変更されています',
    not_json: 'JSONではありません（途中で切れていませんか）',
    wrong_format: 'Riichi Lensの対局ファイルではありません',
    unknown_version: 'より新しいバージョンのアプリで作られています',
    bad_fields: '対局の項目（名前・プレイヤー・点数・時刻）が欠けているか正しくありません',
    bad_cursor: '取り消し位置が記録と合いません',
    malformed_event: '記録の形になっていない出来事があります',
    refused_event: 'ルール上ありえない出来事があります',
  },
  event: (n) => `${n}番目の出来事`,
  evidence: {
    too_large: `証拠ファイルの上限（${EVIDENCE_MAX}）を超えています`,
    too_deep: '証拠ファイルにはありえない深さでデータが入れ子になっています',
    not_json: 'JSONではありません',
    wrong_format: 'Riichi Lensの裁定ファイルではありません',
    unknown_version: '別のバージョンのアプリで作られています',
    bad_field: '項目が欠けているか正しくありません',
    ruling_mismatch: '記録された裁定が、この牌と状況から出る裁定と違います（ファイルが変更されたか、別のエンジンで作られています）',
  },
};

export const ISSUE_STRINGS = { en: EN, de: DE, ja: JA } as const;

/** One detail of a score error (`{ code, field }`, the code a hand or a context issue) in the locale's words. */
export function issueText(code: string, w: IssueStrings): string {
  return (w.hand as Record<string, string>)[code] ?? (w.context as Record<string, string>)[code] ?? w.unknown;
}

/** A score error's detail with the field it is about: "Melds (2): not a meld: ...". */
export function detailText(d: Omit<ScoreError['details'][number], 'message'>, s: UiStrings): string {
  // Tiles that are not mpsz say why and where, as the text box does.
  const what = d.notation
    ? s.issues.text({ code: d.notation.problem, text: d.notation.text })
    : d.tiles
      ? s.issues.tileCount(d.tiles.held, d.tiles.needed)
      : issueText(d.code, s.issues);
  return d.field ? `${s.field(d.field)}: ${what}` : what;
}

/** A refused game file or kept game: what is wrong, and the event and the rules' refusal where there are. */
export function gameFileText(e: { readonly code: ImportErrorCode; readonly event?: number; readonly rule?: GameErrorCode }, s: UiStrings): string {
  const where = e.event === undefined ? '' : ` (${s.issues.event(e.event)}${e.rule === undefined ? '' : `: ${s.gameActions.ruleRefusal[e.rule]}`})`;
  return `${s.issues.gameFile[e.code]}${where}`;
}

/** A refused evidence file: what is wrong, with the field at fault as the file names it. */
export function evidenceText(e: { readonly code: EvidenceErrorCode; readonly field?: string }, s: UiStrings): string {
  return e.field === undefined ? s.issues.evidence[e.code] : `${s.issues.evidence[e.code]} (${e.field})`;
}
