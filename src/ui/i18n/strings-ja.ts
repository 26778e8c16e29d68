/**
 * Japanese words of the UI, in the terms players use at the table (萬子・筒子・索子, チー・ポン・
 * カン, 符, 翻). Yaku names stay as the engine writes them (romaji).
 */
import type { RenderTile } from '../../vision/render/index';
import type { Difference, Invalidity } from '../../referee/index';
import type { RefereeStrings, UiStrings } from './strings';
import { ISSUE_STRINGS, issueText } from './strings-issues';

const LEVELS: Readonly<Record<string, string>> = {
  mangan: '満貫',
  'kiriage mangan': '切り上げ満貫',
  haneman: '跳満',
  baiman: '倍満',
  sanbaiman: '三倍満',
  'kazoe yakuman': '数え役満',
  yakuman: '役満',
  'nagashi mangan': '流し満貫',
};
const MULTIPLES = ['', '', 'ダブル', 'トリプル', '四倍', '五倍', '六倍'];

const FIELDS: Readonly<Record<string, string>> = {
  concealed: '手牌',
  win_tile: '和了牌',
  melds: '副露',
  dora_indicators: 'ドラ表示牌',
  ura_indicators: '裏ドラ表示牌',
  hand: '手',
};

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUITS: Readonly<Record<string, string>> = { m: '萬', p: '筒', s: '索' };
const HONORS = ['東', '南', '西', '北', '白', '發', '中'];

function tileName(tile: RenderTile): string {
  if (tile === 'back') return '裏向きの牌';
  const digit = Number(tile[0]);
  if (tile[1] === 'z') return HONORS[digit - 1]!;
  const suit = SUITS[tile[1]!]!;
  return digit === 0 ? `赤五${suit}` : `${NUMERALS[digit - 1]}${suit}`;
}

const JA_WAITS: Readonly<Record<string, string>> = { ryanmen: '両面', kanchan: '嵌張', penchan: '辺張', shanpon: '双碰', tanki: '単騎' };
const JA_DEAD: Readonly<Record<string, string>> = {
  wrong_tile_count: '手牌の枚数が多すぎるか少なすぎる（少牌・多牌）',
  invalid_meld: '正しいチー（chow）・ポン（pung）・カン（kong）でない副露がある',
  exposed_tiles: '他家の手牌か王牌を見せた',
  no_kong_replacement: 'カンの後に嶺上牌を取らなかった',
};

function jaReason(i: Invalidity, tiles: (list: readonly string[]) => string): string {
  switch (i.code) {
    case 'incomplete':
      return '未完成：四面子一雀頭、七対子、国士無双のいずれにもなっていません。';
    case 'no_yaku':
      return '役なし：ドラと赤ドラは役になりません。';
    case 'two_yaku_required':
      return `五本場ルール：積み棒が${i.counters}本（${i.threshold}本以上）のため、二役が必要です。ドラは数えません。`;
    case 'furiten':
      return `フリテン：待ちは${tiles(i.waits)}で、${tiles(i.discarded)}を自分で捨てています。フリテンではロンできません（3.4.5）。`;
    case 'temporary_furiten':
      return i.riichi ? 'フリテン：リーチ後に和了牌を見逃したため、その局の終わりまでフリテンです（3.4.5）。' : '同巡内フリテン：和了牌を見逃し、その後ツモっていません（3.4.5）。';
    case 'dead_hand':
      return `死に手：${JA_DEAD[i.reason]}。死に手は和了できません。`;
    case 'invalid_hand':
      return '手牌を読めません：';
    case 'invalid_situation':
      return `ありえない状況です：${issueText(i.issue, ISSUE_STRINGS.ja)}。`;
    case 'bad_discards':
      return '捨て牌を読めません。mpsz表記で書いてください（例：19m5z3p）。';
  }
}

function jaAbsence(d: Extract<Difference, { code: 'yaku_not_held' }>, yaku: (id: string) => string): string {
  const name = yaku(d.yaku);
  const why = d.why;
  switch (why.code) {
    case 'needs_concealed':
      return `${name}の申告ですが、手が鳴いています（門前限定）。`;
    case 'not_in_situation':
      return `${name}の申告ですが、状況に含まれていません。`;
    case 'pinfu_value_pair':
      return `${name}の申告ですが、雀頭が役牌（三元牌・自風・場風）です。`;
    case 'pinfu_wait':
      return `${name}の申告ですが、待ちが${JA_WAITS[why.wait] ?? why.wait}で両面ではありません。`;
    case 'pinfu_pung':
      return `${name}の申告ですが、刻子か槓子があります（四つとも順子が必要）。`;
    case 'tanyao_terminal_or_honor':
      return `${name}の申告ですが、么九牌があります。`;
    case 'open_tanyao_not_in_preset':
      return `${name}の申告ですが、${why.preset}では喰いタンはありません。`;
    case 'unknown_yaku':
      return `${name}は役ではありません。`;
    case 'not_in_hand':
      return `${name}の申告ですが、この手にはありません。`;
  }
}

function jaDifference(d: Difference, yaku: (id: string) => string, points: (n: number) => string): string {
  switch (d.code) {
    case 'points': {
      const as = d.declaredAs.map((h) => `${h.han}翻${h.fu}符`).join('または');
      return `申告${points(d.declared)}点、計算${points(d.computed)}点（${d.han}翻${d.fu > 0 ? `${d.fu}符` : ''}）。${as ? `${points(d.declared)}点は${as}です。` : ''}`;
    }
    case 'han':
      return `申告${d.declared}翻、計算${d.computed}翻：${d.yaku.map((y) => `${yaku(y.id)} ${y.han}翻`).join('、')}。`;
    case 'fu':
      return `申告${d.declared}符、計算${d.computed}符。`;
    case 'same_value':
      return `翻と符は違いますが、どちらも${points(d.points)}点です（満貫以上）。`;
    case 'yaku_not_held':
      return jaAbsence(d, yaku);
    case 'yaku_missed':
      return `${yaku(d.yaku)}（${d.han}翻）がありますが、申告されていません。`;
  }
}

const JA_REFEREE: RefereeStrings = {
  title: '審判モード',
  intro: '申告された和了を確認します。手牌と状況は点数計算機のものです。',
  claimLegend: '申告内容',
  claimKinds: { points: '点数', 'han-fu': '翻と符', yaku: '役' },
  points: '申告点数',
  han: '翻',
  fu: '符',
  yakuLegend: '申告された役',
  yakumanLegend: '役満',
  discards: '和了者の捨て牌',
  discardsHint: 'mpsz 表記（例 19m5z3p）。不明なら空欄',
  passedWin: '和了牌を見逃した（最後のツモ以降、またはリーチ後）',
  deadHandLegend: '卓で確認した死に手',
  deadHand: { exposed_tiles: '他家の手牌か王牌を見せた', no_kong_replacement: 'カンの後に嶺上牌を取らなかった' },
  verdict: '裁定',
  valid: '和了は有効です。',
  invalid: '和了は無効です。',
  computed: (points, han, fu) => `計算：${points}点（${han}翻${fu > 0 ? `${fu}符` : ''}）。`,
  reasonsTitle: '無効の理由',
  differencesTitle: '申告との違い',
  noClaim: '比べるには申告内容を入力してください。',
  claimMatches: '申告は手牌と一致しています。',
  waits: (tiles) => `和了前の待ち：${tiles}。`,
  reason: jaReason,
  difference: (d, yaku, points) => jaDifference(d, yaku, points),
  exportEvidence: '証拠を書き出す',
  exportedJson: '証拠を JSON で保存しました。',
  exportedBoth: '証拠を JSON で、注記付き写真を PNG で保存しました。',
  importEvidence: '証拠ファイルを確認',
  importedOk: (at, valid) => `${at} の証拠ファイルを読みました：裁定（${valid ? '和了有効' : '和了無効'}）は変わりません。`,
  importedBad: (reason) => `証拠ファイルを受け付けません：${reason}。`,
  discardsPhoto: {
    status: '写真から読み取った捨て牌',
    choose: '捨て牌を撮影',
    hint: 'または捨て牌の欄に写真を貼り付けます。読み取った牌が捨てた順に欄に入ります。欄で確認・修正してください。',
    reading: '捨て牌の写真を読み取り中…',
    read: (count) => `写真から捨て牌を${count}枚読み取りました。`,
    riichi: (position, tile) => `${position}枚目の捨て牌（${tile}）が横向き：この牌で立直が宣言されました。`,
    checkTitle: '確度の低い牌を確認してください：',
    uncertain: (position, tile, percent, alternatives) => `${position}枚目：${tile}（${percent}%）${alternatives ? `、または${alternatives}` : ''}`,
    warning: (code) =>
      ({
        no_tiles: '写真に牌が見つかりません。捨て牌全体が入るように上から撮影してください。',
        ragged_rows: '6枚ずつの列になっていません。捨て牌の順番を確認してください。',
        too_many_tiles: '25枚以上の牌が見つかりました。他の牌が写っているかもしれません。確認してください。',
        ambiguous_orientation: '上下逆でも同じように読めます。プレイヤーが写真の下側にいたものとして並べました。確認してください。',
        several_sideways: '横向きの牌が2枚以上あります。立直の宣言牌は1枚だけです。',
        face_down: '伏せた牌は除きました。',
        dropped_detection: null,
        low_confidence: null,
      })[code],
    failed: (code) =>
      code === 'not_an_image' || code === 'unsupported_format' || code === 'decode_failed'
        ? 'このファイルは画像ではありません。JPEG・PNG・WebP・GIF の写真を選んでください。'
        : code === 'truncated'
          ? '写真ファイルが不完全か壊れています。'
          : code === 'too_small'
            ? '写真が小さすぎて読み取れません。'
            : code === 'too_large'
              ? '写真が大きすぎて読み取れません。'
              : `写真を読み取れませんでした（${code}）。捨て牌を手で入力してください。`,
  },
};

export const JA: UiStrings = {
  numberLocale: 'ja-JP',
  appTitle: 'Riichi Lens',
  appTagline: 'リーチ麻雀の点数計算',
  language: '言語',
  theme: { label: '配色', auto: 'システムに合わせる', light: 'ライト', dark: 'ダーク' },
  steps: { label: '手順', read: '読み取り', score: '確認・点数', game: '対局', more: 'その他', noHand: '点数を出す手牌はまだありません' },

  sections: { rules: 'ルール', hand: '手牌の入力', win: '和了', situation: '状況', table: '卓' },
  preset: 'ルール',
  concealed: '手牌',
  winTile: '和了牌',
  melds: '副露',
  start: {
    title: 'まだ手牌がありません',
    hint: '和了形の写真を撮るか選ぶか、ここで牌を入力してください。手牌がそろうとすぐに点数が出ます。',
    enterHand: '手牌を入力',
    trySample: '例の手牌を試す',
    newHand: '新しい手牌',
    dropped: '前回の手牌が読み込めなかったため、破棄しました。',
  },
  addMeld: '副露を追加',
  meldType: (n) => `副露${n}の種類`,
  removeMeld: (n) => `副露${n}を削除`,
  meldTypes: {
    chi: 'チー',
    pon: 'ポン',
    kan: '明槓',
    ankan: '暗槓',
    shouminkan: '加槓',
  },
  dora: 'ドラ表示牌',
  ura: '裏ドラ表示牌',
  winBy: '和了の方法',
  ron: 'ロン',
  tsumo: 'ツモ',
  seatWind: '自風',
  roundWind: '場風',
  winds: { '1z': '東', '2z': '南', '3z': '西', '4z': '北' },
  dealer: '親',
  flags: {
    riichi: 'リーチ',
    double_riichi: 'ダブルリーチ',
    ippatsu: '一発',
    haitei: '海底摸月',
    houtei: '河底撈魚',
    rinshan: '嶺上開花',
    chankan: '槍槓',
    tenhou: '天和',
    chiihou: '地和',
    renhou: '人和',
    nagashi_mangan: '流し満貫',
  },
  honba: '本場',
  riichiSticks: '供託リーチ棒',
  paoSeat: '責任払い（包）',
  discarderSeat: '放銃者',
  noSeat: 'なし',

  score: '点数',
  empty: '手牌を入力すると点数が表示されます。',
  reading: '手',
  wait: '待ち',
  waits: {
    ryanmen: '両面',
    kanchan: '嵌張',
    penchan: '辺張',
    shanpon: '双碰',
    tanki: '単騎',
    juusanmen: '十三面',
  },
  yaku: '役',
  yakuman: '役満',
  han: (n) => `${n}翻`,
  fu: (n) => `${n}符`,
  minipoints: '符の内訳',
  fuReasons: {
    base: '副底',
    concealed_ron: '門前ロン',
    seven_pairs: '七対子',
    open_pinfu: '鳴き平和形',
    tsumo: 'ツモ',
    pair_wait: '単騎待ち',
    kanchan: '嵌張待ち',
    penchan: '辺張待ち',
    valued_pair: '役牌の雀頭',
    double_valued_pair: '連風牌の雀頭',
    open_pon: '明刻（中張牌）',
    open_terminal_pon: '明刻（么九牌）',
    closed_pon: '暗刻（中張牌）',
    closed_terminal_pon: '暗刻（么九牌）',
    open_kan: '明槓（中張牌）',
    open_terminal_kan: '明槓（么九牌）',
    closed_kan: '暗槓（中張牌）',
    closed_terminal_kan: '暗槓（么九牌）',
  },
  level: (level) => {
    const multiple = /^(\d+)x yakuman$/.exec(level);
    if (multiple) return `${MULTIPLES[Number(multiple[1])] ?? `${multiple[1]}倍`}役満`;
    return LEVELS[level] ?? level;
  },
  payments: '支払い',
  discarderPays: (p) => `放銃者が${p}点`,
  eachPays: (p) => `全員が${p}点ずつ`,
  dealerAndOthersPay: (d, o) => `親が${d}点、子が${o}点ずつ`,
  discarderAndLiablePay: (d, l) => `放銃者が${d}点、包の責任者が${l}点`,
  liablePays: (p) => `包の責任者が${p}点`,
  beforeCounters: (p) => `本場を除く: ${p}`,
  riichiSticksBonus: (p) => `供託 +${p}点`,
  total: '合計',

  tileName,
  readingTiles: '手牌の牌',
  calledMeld: '副露',
  concealedKong: '暗槓',

  errorTitles: {
    invalid_hand: 'この牌は手として読めません',
    invalid_request: '点数計算できる手ではありません',
    invalid_context: 'この条件は同時に成立しません',
    not_winning: '和了形ではありません',
    no_yaku: '役なし',
    two_yaku_required: '二役が必要です',
    unexpected: 'エラーが発生しました',
  },
  field: (field) => {
    const indexed = /^(\w+)\[(\d+)\]$/.exec(field);
    if (indexed && indexed[1] === 'melds') return `副露${Number(indexed[2]) + 1}`;
    if (indexed) return `${FIELDS[indexed[1]!] ?? indexed[1]}（${Number(indexed[2]) + 1}）`;
    return FIELDS[field] ?? field;
  },
  issues: ISSUE_STRINGS.ja,

  game: {
    title: '対局記録',
    newGame: '新しい対局',
    gameTitle: '対局名',
    gameTitlePlaceholder: '例：金曜会 2卓',
    playerName: (n, wind) => `プレイヤー${n}（起家から${wind}）`,
    startingPoints: '配給原点',
    uma: 'ウマ（1位から順に）',
    startGame: '対局開始',
    savedGames: '保存した対局',
    noSavedGames: 'このブラウザにはまだ対局が保存されていません。',
    savedGame: (date, events) => `${date}・${events}件`,
    keep: '残す',
    resume: '開く',
    saveStored: '保存されたまま書き出す',
    deleteGame: '削除',
    confirmDelete: (title) => `対局「${title}」をこのブラウザから削除しますか？残すには先にエクスポートしてください。`,
    damaged: (reason) => `読み込めません：${reason}`,
    importGame: '対局ファイルを読み込む',
    importRefused: (reason) => `このファイルは読み込まれず、何も変更されていません：${reason}`,
    imported: (title) => `「${title}」を読み込みました。`,
    importedUnchecked: (title) => `「${title}」を読み込みました。古いバージョンのアプリのファイルでチェック値がないため、書き出し後に変更されたかどうかは分かりません。`,
    importSame: (title, identical) => (identical ? `このファイルは、すでに保存されている「${title}」とまったく同じです。` : `このファイルは、すでに保存されている「${title}」の別の版です。`),
    importReplace: '保存済みの対局を置き換える',
    importKeepBoth: '両方残す',
    importCancel: '読み込まない',
    storeUnavailable: (reason) => `このブラウザでは対局を保存できません（${reason}）。記録はできません。`,
    atTable: '卓の状況',
    round: (wind, hand) => `${wind}${hand}局`,
    counters: (n) => `${n}本場`,
    sticks: (n) => `供託 ${n}本`,
    dealer: '親',
    riichi: 'リーチ',
    declareRiichi: (name) => `リーチ：${name}`,
    inRiichi: 'リーチ中',
    points: (p) => `${p}点`,
    undo: '元に戻す',
    redo: 'やり直す',
    closeGame: '対局を閉じる',
    exportJson: '対局ファイル（JSON）',
    exportHands: '局ごとの記録（CSV）',
    exportResults: '成績表（CSV）',
    ended: '対局終了。',
    standings: '順位',
    provisional: '今終了した場合の順位',
    standingColumns: { rank: '順位', player: 'プレイヤー', points: '持ち点', uma: 'ウマ', leftover: '供託', penalty: '罰符', score: '合計' },
    zeroSum: '合計はゼロです。',
    notZeroSum: (off) => `合計がゼロになりません（差 ${off}）。`,
    saving: '保存中…',
    saved: '保存しました。',
    notSaved: (reason) => `保存されず、何も変更されていません：${reason}`,
    dropped: (n) => `以降の${n}件は成立しなくなったため削除しました。`,
    recordTitle: '対局に記録',
    noGame: 'この手を記録するには、対局を開始するか開いてください。',
    gameOver: '対局は終了しています。これ以上記録できません。',
    invalidHand: '記録できるのは成立した和了だけです。',
    winner: (name, wind) => `和了：${name}（${wind}）`,
    noSuchSeat: (wind) => `この対局には${wind}家がいません。上で和了者の自風を選んでください。`,
    otherPreset: (preset) => `この対局のルールは${preset}です。記録するには上でそのルールを選んでください。`,
    recordedHand: '対局に記録しました。次の手を読み取るか入力してください。取り消すには対局記録の「元に戻す」を使います。',
    recordAgain: 'この手をもう一度記録',
    recordTsumo: 'ツモを記録',
    recordRon: (d) => `${d}から ロン`,
    riichiMismatch: (declared) => (declared ? 'このプレイヤーは卓でリーチしていますが、リーチなしで計算されています。' : 'リーチありで計算されていますが、このプレイヤーは卓でリーチしていません。'),
  },

  sync: {
    label: '大会サーバーとの同期',
    tableTitle: (tournament, session, table) => `${tournament}・第${session}回戦・${table}卓`,
    keptTitle: (title) => `${title}（この端末の版）`,
    asking: 'このペアリングについて大会サーバーに問い合わせています…',
    askAgain: '大会サーバーに接続できません。ペアリングは保持され、接続でき次第もう一度問い合わせます。',
    tableFound: (title) => `この端末は${title}を記録し、各イベントを大会サーバーに送ります。`,
    tablePlayers: (names) => `この卓のプレイヤー：${names}。席順は自由です。`,
    wrongPlayers: (names, preset) => `この卓は${preset}で、${names}が打ちます（席順自由）。`,
    notThisTable: '代わりに別の対局を始める',
    synced: (n) => `同期済み：サーバーに${n}件のイベントがあります。`,
    sending: (n) => `${n}件のイベントを送信中…`,
    offline: (n, seconds) => `オフライン：${n}件のイベントが送信待ちです。${seconds}秒後に再試行します。`,
    serverDown: (n, seconds) => `サーバーがイベントを受け付けませんでした：${n}件が送信待ちです。${seconds}秒後に再試行します。`,
    busy: (n, seconds) => `サーバーが混み合っています：${n}件が送信待ちです。${seconds}秒後に再試行します。`,
    retryNow: '今すぐ再試行',
    diverged: {
      undone: 'サーバーに送信済みのイベントがこの端末で取り消されたため、この対局とサーバーの対局が一致しません。',
      changed: 'サーバーに送信済みのイベントがこの端末で変更されたため、この対局とサーバーの対局が一致しません。',
      server: 'サーバーにはこの卓について端末と異なるイベントがあるため、この対局とサーバーの対局が一致しません。',
    },
    divergedHelp: '解決するまで送信は止まります。サーバーの対局を取り込むと、この端末の版は別の対局として残ります。',
    takeServer: 'サーバーの対局を取り込む',
    taking: 'サーバーの対局を取り込んでいます…',
    taken: (kept) => (kept === null ? 'この端末はサーバーの対局になりました。' : `この端末はサーバーの対局になりました。この端末の版は「${kept}」として残っています。`),
    takeFailed: (reason) => `サーバーの対局を取り込めませんでした。何も変更していません：${reason}`,
    takeOffline: '今はサーバーに接続できません。何も変更していません。オンラインになってから再度お試しください。',
    stopped: (reason) => `同期を停止しました：${reason}`,
    stopReasons: {
      wrong_secret: 'サーバーがこの端末のペアリングを拒否しました。審判に卓のペアリングリンクを再度もらってください。',
      not_found: 'サーバーはこの卓をもう知りません。',
      wrong_table: 'この対局のルールまたはプレイヤーが卓のものと異なります。',
      refused_event: (message) => `サーバーがイベントを拒否しました（${message}）。`,
      bad_answer: 'サーバーの応答を読み取れません。',
    },
    unreadable: 'サーバーまたはこの端末の対局を読み取れません。',
    heldByServer: {
      undo: 'この記録は大会サーバーに登録済みです。ここで取り消すと、この端末の対局はサーバーの対局と食い違い、順位表はサーバーの記録のままです。結果を直すには審判に相談するか、点数調整を入力してください。',
      edit: 'この記録は大会サーバーに登録済みです。ここで修正すると、この端末の対局はサーバーの対局と食い違い、順位表はサーバーの記録のままです。結果を直すには審判に相談するか、点数調整を入力してください。',
    },
    undoAnyway: 'それでも取り消す',
    editAnyway: 'それでも修正する',
    keepIt: 'そのままにする',
  },

  editor: {
    title: '牌',
    places: { concealed: '手牌', win: '和了牌', melds: '副露', dora: 'ドラ表示牌', ura: '裏ドラ表示牌' },
    uncertainTile: (tile) => `${tile}（要確認）`,
    redMark: '赤',
    withNote: (tile, note) => `${tile}（${note}）`,
    readAt: (percent) => `認識の確からしさ ${percent}`,
    tileCount: (n) => `14枚中${n}枚（槓は3枚として数える）`,
    toCheck: (n) => `確認が必要な牌: ${n}枚`,
    changeScore: (n) => (n === 0 ? '訂正しても点数は変わりません' : `うち${n}枚は訂正で点数が変わります`),
    scoreDelta: (points) => `${points}点`,
    sameScore: '点数変わらず',
    chooseWinTile: '和了牌を選ぶ',
    addTile: (place) => `${place}に牌を追加`,
    change: (tile) => `${tile}を変更`,
    alternatives: '候補',
    allTiles: 'すべての牌',
    keep: 'このまま',
    moveLeft: '左へ',
    moveRight: '右へ',
    remove: '削除',
    makeWinTile: '和了牌にする',
    backToHand: '手牌に戻す',
    close: '閉じる',
    done: '完了',
    adding: (place) => `${place}に追加: 牌を選んでください`,
    meld: (n, type) => `副露${n}: ${type}`,
    newMeld: '新しい副露',
    meldTypeLabel: '種類',
    calledTile: '鳴いた牌（横向き）',
    calledPosition: (i) => `左から${i + 1}枚目`,
    chooseMeldTile: (type) => `新しい${type}: 牌を選んでください（チーは一番小さい牌）`,
    meldErrors: {
      no_tile: '裏向きの牌からは副露を作れません。',
      no_chow: 'チーは同じ色の連続した三枚です。一番小さい牌（1〜7）を選んでください。',
    },
    text: 'テキストで入力',
    textHint: 'mpsz表記、0 = 赤五、? = 裏向き。例: 123m456p789s1122z win:2z pon:777z@0 dora:1p（@ = 鳴いた牌の位置、左から0始まり）',
    textError: (at, message) => `${at}文字目が読めません: ${message}。牌は最後に読めた手を表示しています。`,
    clear: 'すべての牌を消す',
  },
  history: {
    title: '対局の記録',
    empty: 'まだ局がありません。終わった局が新しい順にここに表示されます。',
    winds: ['東', '南', '西', '北'],
    windLetters: ['東', '南', '西', '北'],
    round: (wind, hand, honba) => `${wind}${hand}局${honba > 0 ? ` ${honba}本場` : ''}`,
    roundShort: (wind, hand, honba) => `${wind}${hand}${honba > 0 ? ` ${honba}本場` : ''}`,
    list: (names) => names.join('、'),
    ron: (winner, discarder, worth) => `ロン: ${winner}（${discarder}から）· ${worth}`,
    tsumo: (winner, worth) => `ツモ: ${winner} · ${worth}`,
    draw: (tenpai) => `流局: 聴牌 ${tenpai}`,
    drawAllNoten: '流局: 全員不聴',
    riichi: (player) => `リーチ: ${player}`,
    chombo: (player) => `チョンボ: ${player}`,
    abortive: (reason) => `途中流局: ${reason}`,
    abortiveReasons: { 'four-kans': '四槓散了', 'four-winds': '四風連打', 'nine-terminals': '九種九牌', 'four-riichi': '四家立直' },
    nagashi: (player) => `流し満貫: ${player}`,
    adjust: (reason) => `点数修正: ${reason}`,
    hanFu: (han, fu) => `${han}${fu}`,
    changes: '点数の増減',
    correct: '修正…',
    correctLabel: (what) => `修正：${what}`,
    sticksLeft: (n) => `供託リーチ棒 ${n}本`,
    handOf: (player) => `${player}の和了形`,
    photoOf: (player) => `${player}の和了形の写真`,
    yaku: '役',
    dora: 'ドラ表示牌',
    ura: '裏ドラ表示牌',
    chart: '点数の推移',
    chartSummary: (players, steps) => `${players}人の点数の推移（${steps}時点）の折れ線グラフ。数値は下の表にあります。`,
    legend: 'プレイヤー',
    table: '点数の表',
    start: '開始',
    adjustShort: '修正',
    player: 'プレイヤー',
  },
  capture: {
    title: '手牌を読み取る',
    intro: 'カメラを和了った手牌に向けるか、写真を使ってください。そのあとエディタで牌を確認してください。',
    camera: 'カメラ',
    startCamera: 'カメラを開始',
    stopCamera: 'カメラを停止',
    startingCamera: 'カメラを起動しています…',
    cameraPicker: 'カメラ',
    unnamedCamera: (n) => `カメラ${n}`,
    torch: 'ライト',
    liveView: '見つかった牌を重ねたライブ映像',
    stats: (fps, ms) => `${fps} フレーム/秒 · ${ms} ms`,
    noStats: '最初のフレームを待っています…',
    profileRefused: (name, reason) => `牌セット「${name}」は使われず、標準の牌として読み取ります。${reason}`,
    learned: (count, name) => `${count}件の訂正を牌セット「${name}」に学習しました。`,
    learnUndo: '元に戻す',
    learnNeedsPhoto: '修正は写真からのみ学習します。手牌を読んだ後、ライブカメラの映像は変わっています。牌セットに学習させるには写真を撮ってください。',
    learnUndone: (name) => `訂正を牌セット「${name}」から取り消しました。`,
    learnFailed: (name, reason) => `訂正を牌セット「${name}」に学習できませんでした。${reason}`,
    learnNotSaved: 'このブラウザに牌セットを保存できませんでした。',
    useHand: 'この手牌を使う',
    autoCapture: '自動取り込み',
    autoCaptureFrames: '静止フレーム数',
    autoCaptureFrameCount: (n) => `${n}フレーム`,
    holdStill: (seen, needed) => `そのまま動かさないでください… ${seen}/${needed}`,
    autoCaptured: '取り込みました',
    found: (tiles, toCheck) => `手牌 ${tiles}枚、要確認 ${toCheck}枚`,
    readingTrouble: {
      no_legal_reading: '読み取った牌では成立する手になりません。印の付いた牌を確認してください。',
      illegal_meld: 'ありえない副露として読み取りました（チーは同じ色の順子、ポン・カンは同じ牌）。印の付いた牌を確認してください。',
      too_many_red_fives: 'このルールより多くの赤五を読み取りました。印の付いた五を確認してください。',
    },
    nothingFound: 'まだ牌が見つかりません。',
    noTilesInPhoto: 'この写真には牌が見つかりません。手牌に近づき、明るい場所で撮った写真を使ってください。',
    loaded: '手牌をエディタに読み込みました。印の付いた牌を確認してください。',
    photo: '写真',
    choosePhoto: '写真を選ぶ',
    photoHint: 'または貼り付け（Ctrl+V）かここへドロップ。',
    readingPhoto: '写真を読み取っています…',
    loadingModels: '牌認識を読み込んでいます…',
    annotatedPhoto: (n) => `${n}枚の牌に印を付けた写真`,
    legend: '破線の枠と ? = 要確認の牌、↻ = 他の牌と向きが違う（鳴いた牌）、灰色 = 手牌ではない牌。',
    back: '裏',
    cameraErrors: {
      unsupported: 'このブラウザはこのページでカメラを開けません（安全な https:// のアドレスが必要です）。写真を使ってください。',
      denied: 'カメラへのアクセスが拒否されました。ブラウザのサイト設定で許可して再開するか、写真を使ってください。',
      missing: 'カメラが見つかりません。接続して再開するか、写真を使ってください。',
      busy: 'カメラが使用中です。他のアプリやタブが使っている可能性があります。それを閉じて再開するか、写真を使ってください。',
      ended: 'カメラが停止しました。再開するか、写真を使ってください。',
      failed: 'カメラを起動できませんでした。もう一度試すか、写真を使ってください。',
    },
    visionErrors: {
      no_model: 'この版には牌認識が含まれていません。エディタで手牌を入力してください。',
      backend_unavailable: 'このブラウザでは牌認識を実行できません。エディタで手牌を入力してください。',
      model_load_failed: '牌認識を読み込めませんでした。ページを再読み込みしてください。',
      bad_model: '牌認識のデータが壊れています。ページを再読み込みしてください。',
      not_initialized: '牌認識の準備がまだできていません。少し待ってから試してください。',
      bad_frame_size: 'カメラの画像が空でした。',
      bad_frame_data: 'カメラの画像が壊れていました。',
      frame_too_large: 'カメラの画像が大きすぎて読み取れません。',
      inference_failed: '牌の読み取りに失敗しました。もう一度試してください。',
      not_an_image: 'このファイルは画像ではありません。JPEG・PNG・WebP・GIF の写真を選んでください。',
      unsupported_format: 'この画像形式は読み取れません。JPEG・PNG・WebP・GIF の写真を使ってください。',
      truncated: 'この画像は途中で切れています。写真を選び直してください。',
      too_small: 'この画像は小さすぎて牌が写っていません。',
      too_large: 'この画像は大きすぎます（4000万画素、一辺8,192ピクセル、64 MB のいずれかを超えています）。小さい写真を使ってください。',
      decode_failed: 'この画像を展開できませんでした。別の写真を選んでください。',
      no_tiles: 'シートの写真に牌が見つかりませんでした。',
      row_count: 'シートの写真に4列または5列の牌が写っていません。',
      row_length: 'シートのある列で牌が足りないか、余分なものがあります。',
      overlapping_rows: 'シートの2つの列が重なっています。列の間を空けてください。',
      not_a_sheet: 'キャリブレーションシート（各牌1枚ずつ、列に並べたもの）の写真ではありません。',
      row_cut: 'シートの列が写真の端からはみ出しています。シートの周りに余白を残してください。',
      mixed_sets: 'ある列の牌がシートの他の牌と見た目が違います。1組の牌だけを撮影してください。',
      tile_at_edge: '牌が写真の端にあります。シートの周りに余白を残してください。',
      unreadable_frame: 'シートの写真を読み取れませんでした。',
      bad_settings: '牌セットへの適合設定が正しくありません。',
      not_json: 'このプロファイルは読み取れません。',
      not_a_profile: 'これは牌セットのプロファイルではありません。',
      unsupported_version: 'このプロファイルは別のバージョンのアプリで作られました。',
      bad_field: 'このプロファイルは壊れています。',
      wrong_classifier: 'このプロファイルは以前の牌認識用です。シートをもう一度撮影して、新しいプロファイルを作ってください。',
      superseded: '新しい画像に置き換えられました。',
      disposed: '牌認識は終了しました。ページを再読み込みしてください。',
      worker_failed: '牌認識が動作を停止しました。ページを再読み込みしてください。',
      no_profile: '使用中の牌セットがないため、学習できません。',
      box_outside_frame: '訂正した牌が写真の外にあります。',
    },
  },
  calibration: {
    title: 'あなたの牌セット',
    intro: '見慣れない牌も、セットの写真を1枚撮れば読み取りやすくなります。下のように各牌を1枚ずつ、縦向きに並べ、真上から余白を残して撮影してください。',
    layout: '牌の並べ方',
    row: (r, optional) => `${r}列目${optional ? '（任意）' : ''}`,
    choosePhoto: '並べた牌の写真',
    photoHint: '写真を選ぶか貼り付けてください。',
    reading: '牌を読み取り中…',
    rowFound: (r, tiles) => `${r}列目：${tiles}枚すべて見つかりました`,
    rowAbsent: (r) => `${r}列目：写真にありません（任意）`,
    refused: (row, reason) => (row === null ? reason : `${row}列目：${reason}`),
    name: 'この牌セットの名前',
    save: '保存',
    saved: (name) => `「${name}」を保存し、使用中です。`,
    detectorCheck: (withProfile, without, kept) => `シートの牌で作った新しい場面での牌の検出（F1）：調整した検出器で${withProfile}%、なしで${without}%${kept ? '' : '（そのため採用しません）'}。`,
    selfCheck: (withProfile, without) => `シートの牌を別の見え方で確認：このプロファイルで${withProfile}%、なしで${without}%を正しく読みました。`,
    readsWorse: 'このプロファイルは、ない場合より牌の読み取りが悪くなります。シートを撮り直す（平らに、明るさを均一に、すべての牌をはっきり）か、このまま保存してください。',
    saveAnyway: 'このまま保存',
    saveFailed: (reason) => `保存できませんでした：${reason}`,
    savedSets: '保存した牌セット',
    noneSaved: 'まだ牌セットが保存されていません。',
    use: '使う',
    inUse: '使用中',
    delete: '削除',
    confirmDelete: 'もう一度タップで削除',
    damaged: (reason) => `破損：${reason}`,
    standard: '標準の牌（プロファイルなし）',
    active: (name) => (name === null ? '読み取り：標準の牌。' : `読み取り：「${name}」。`),
    storageUnavailable: 'このブラウザは牌セットを保存できません（ストレージが無効）。',
    rowNamed: (r) => `${r}列目（${['萬子', '筒子', '索子', '字牌', '赤五と裏向きの牌'][r - 1] ?? ''}）`,
    startCamera: 'カメラで牌を写す',
    stopCamera: 'カメラを止める',
    cameraView: 'あなたの牌のカメラ映像',
    liveLayout: 'カメラが見つけた牌',
    found: '検出',
    missing: '未検出',
    liveRow: (row, found, expected) => `${row}：${expected}枚中${found}枚を検出`,
    liveRowAbsent: (row) => `${row}：映っていません（任意）`,
    liveRowNotLevel: (row) => `${row}：まっすぐではありません。カメラを真上に構えてください`,
    liveExtraRows: (rows) => `並べ方より${rows}列多く映っています`,
    liveWhole: 'すべての列を読み取りました。このフレームを使えます。',
    liveWaiting: '牌を探しています…',
    useFrame: 'このフレームを使う',
    retake: (r) => `${r}列目を撮り直す（その列だけの写真）`,
    rowRetaken: (r, tiles) => `${r}列目：撮り直した写真で${tiles}枚すべて見つかりました`,
    tableTitle: (game) => `この卓の牌セット（「${game}」）`,
    tableChoice: (name) => (name === null ? '未選択：ブラウザ全体の設定を使います。' : `この卓は「${name}」で読み取ります。`),
    fitLabel: '認識をこの牌に合わせる（約2分。珍しい牌セットを最もよく読めます）',
    fitting: (percent) => `認識をあなたの牌に合わせています: ${percent} %`,
    fitProgress: '適合の進行状況',
    cancel: 'キャンセル',
    cancelled: 'キャンセルしました。何も保存されていません。',
    useAtTable: 'この卓で使う',
    atTable: 'この卓で使用中',
    followBrowser: 'この卓ではブラウザ全体の設定を使う',
  },
  gameActions: {
    actions: '局の結果を記録',
    open: { win: '和了…', draw: '流局…', nagashi: '流し満貫…', abortive: '途中流局…', chombo: 'チョンボ…', adjust: '点数調整…' },
    titles: { win: '和了', draw: '流局（荒牌）', nagashi: '流し満貫', abortive: '途中流局', chombo: 'チョンボ', adjust: '点数調整' },
    correctTitle: (title) => `修正：${title}`,
    player: (name, wind, dealer) => `${name}（${wind}${dealer ? '・親' : ''}）`,
    choosePlayer: 'プレイヤーを選択',
    winBy: '和了の方法',
    ron: 'ロン（出和了）',
    tsumo: 'ツモ（自摸和）',
    winner: '和了者',
    winners: '和了者',
    discarder: '放銃者',
    handOf: (player) => `${player}の手`,
    worth: '点数',
    hanAndFu: '翻と符',
    yakuman: '役満',
    han: '翻',
    fu: '符',
    multiple: '役満の倍数',
    liable: '責任払い（包）',
    noLiable: 'なし',
    onRiichiDiscard: 'リーチ宣言牌で和了',
    tenpai: '聴牌',
    tenpaiHint: 'チェックのないプレイヤーは不聴（ノーテン）です。',
    nagashiPlayer: '流し満貫のプレイヤー',
    abortiveReason: '理由',
    chooseReason: '理由を選択',
    abortiveReasons: {
      'four-winds': '四風連打',
      'four-riichi': '四家立直',
      'four-kans': '四槓散了',
      'nine-terminals': '九種九牌',
    },
    chomboPlayer: 'チョンボしたプレイヤー',
    deltas: 'プレイヤーごとの点数',
    reason: '理由',
    sum: (sum) => (sum === null ? '合計：数値ではありません' : `合計：${sum}`),
    record: '記録',
    cancel: 'キャンセル',
    problem: (p, who, signed) => {
      switch (p.code) {
        case 'no_winner':
          return '和了者を選んでください。';
        case 'too_many_winners':
          return p.max === 1 ? 'ここで和了できるのは一人だけです。' : `一つの打牌で和了できるのは${p.max}人までです。`;
        case 'no_discarder':
          return '放銃者を選んでください。';
        case 'discarder_is_winner':
          return '放銃者は和了者になれません。';
        case 'han_out_of_range':
          return `${who(p.seat)}：翻は1から${p.max}の整数で入力してください。`;
        case 'fu_out_of_range':
          return `${who(p.seat)}：符を選んでください（20、25、または30から${p.max}まで10刻み）。`;
        case 'fu_not_for_han':
          return `${who(p.seat)}：${p.fu}符の手は${p.han}翻ではなく2翻以上です。`;
        case 'fu_not_for_ron':
          return `${who(p.seat)}：ロン和了は30符以上です（${p.fu}符はツモの平和だけです）。`;
        case 'yakuman_out_of_range':
          return `${who(p.seat)}：役満の倍数は1から${p.max}の整数で入力してください。`;
        case 'no_player':
          return 'プレイヤーを選んでください。';
        case 'no_reason':
          return '理由を選んでください。';
        case 'adjust_not_whole':
          return `${who(p.seat)}：点数は整数で入力してください（例：-1000）。`;
        case 'adjust_out_of_range':
          return `${who(p.seat)}：点数は上下${p.max.toLocaleString('ja')}点までです。`;
        case 'adjust_not_zero':
          return `点数の合計が${signed(p.sum)}です。合計は0にしてください。`;
        case 'adjust_all_zero':
          return '移動する点数を入力してください。すべて0です。';
        case 'empty_reason':
          return '点数調整の理由を入力してください。';
      }
    },
    ruleRefusal: {
      not_started: '対局はまだ始まっていません。',
      already_started: '対局はすでに始まっています。',
      game_over: '対局は終了しています。これ以上記録できません。',
      unknown_preset: 'この対局のルールが不明です。',
      bad_players: 'プレイヤーの人数や名前がこのルールに合いません。',
      bad_starting_points: '持ち点は100の倍数の正の数にしてください。',
      bad_uma: 'ウマは1位から順に順位の数だけ、100の倍数で、前の順位より大きくならず、合計0になるようにしてください。',
      bad_seat: 'そのプレイヤーはこの卓にいません。',
      already_riichi: 'そのプレイヤーはこの局ですでに立直しています。',
      riichi_without_points: 'そのプレイヤーは持ち点が1,000点未満のため立直できません。',
      no_winner: '和了には和了者が必要です。',
      duplicate_winner: '一つの打牌で同じプレイヤーが二度和了することはできません。',
      winner_is_discarder: '放銃者は自分の捨て牌で和了できません。',
      bad_liable: '責任払いのプレイヤーは和了者以外にしてください。',
      multiple_ron_not_allowed: 'このルールではダブロンはなく、放銃者から見て最初の和了者だけが和了します（頭ハネ）。',
      bad_hand_worth: 'その点数は手の値としてありえません。',
      riichi_discard_without_riichi: '放銃者はこの局で立直していません。',
      riichi_not_tenpai: '立直したプレイヤーは流局時に聴牌でなければなりません。',
      duplicate_tenpai: '同じプレイヤーが二度聴牌に数えられています。',
      no_abortive_draws: 'このルールにはその途中流局はありません。',
      not_four_riichi: 'この局で四人が立直している必要があります。',
      no_nagashi_mangan: 'このルールには流し満貫はありません。',
      bad_adjustment: '点数調整には、合計が0になる各プレイヤーの整数の点数と理由が必要です。',
      no_such_event: 'その記録は対局記録にありません。',
    },
  },
  referee: JA_REFEREE,
  overlay: {
    title: '配信オーバーレイ',
    linkLabel: 'オーバーレイのリンク（閲覧のみ）',
    howTo: 'OBS でこのリンクをブラウザソース（1920 × 1080）として追加します。この対局をリアルタイムで表示します。閲覧専用で、何も変更できません。',
    relayLive: 'リレーに送信中。',
    relayOffline: 'リレーに接続できません。このブラウザ内のオーバーレイは更新されます。',
    waiting: '記録ページを待っています…',
    noGame: '対局が指定されていません。記録ページに表示されたリンクを開いてください。',
    lastHand: '直前の和了',
    riichi: 'リーチ',
    ended: '対局終了',
    overlayQr: '閲覧専用のオーバーレイのリンクの QR コード',
    publisherReveal: 'このオーバーレイに記録する別の端末とペアリング（秘密のリンク）',
    publisherWarning: '秘密：このリンクを持つ人は誰でもオーバーレイの表示を変更できます。記録に使う端末にだけ渡し、配信には映さないでください。',
    publisherLinkLabel: '送信用リンク（秘密）',
    publisherQr: '秘密の送信用リンクの QR コード',
    publisherHowTo: 'もう一方の端末で開きます（スマートフォンならコードを読み取ります）。その端末は開いている対局をこのオーバーレイに送信し、OBS のオーバーレイのリンクは変わりません。',
    loopbackHint: 'このページはループバックアドレス（127.0.0.1 または localhost）で開かれているため、別の端末からは開けません。RIICHI_LENS_LAN=1 でサーバーを起動し、このコンピューターのネットワークアドレスでアプリを開いてください。',
    pairedTo: (room) => `ペアリング済み：この端末は開いている対局をオーバーレイのルーム ${room} に送信します。`,
    pairedNoGame: (room) => `オーバーレイのルーム ${room} とペアリング済み：送信するには対局を開始または再開してください。`,
    pairedNow: (room) => `オーバーレイのルーム ${room} とペアリングしました。この端末は開いている対局をそこに送信します。`,
    unpair: 'ペアリングを解除',
    unpaired: 'ペアリングを解除しました。この端末は各対局をその対局自身のオーバーレイに送信します。',
    pairingRefused: (problem) => `このペアリングリンクは使えません：${problem}何も変更していません。`,
    pairingProblems: {
      missing_fragment: '「#」以降の部分がありません（一部のアプリは切り取ります）。リンク全体をもう一度読み取るかコピーしてください。',
      missing_game: 'オーバーレイのルームが指定されていません。',
      bad_game: 'オーバーレイのルームが正しい対局 ID ではありません。',
      missing_secret: '秘密が含まれていません。',
      bad_secret: '秘密が途中で切れているか、改変されています。',
    },
    relayRefused: (room) => `リレーはオーバーレイのルーム ${room} に対するこの端末の秘密を拒否しました。そこには何も送信されません。新しいリンクでもう一度ペアリングするか、ペアリングを解除してください。`,
    relayFull: 'リレーが現在いっぱいです（このネットワークからの対局または接続が多すぎます）。再試行しています。このブラウザ内のオーバーレイは更新されます。',
    relayBadState: 'リレーはこの対局のオーバーレイ状態を拒否しました。オーバーレイはこれを表示できないため、前の状態のままです。次の変更で再送します。',
    stateRefused: (field) => `最新の得点更新は拒否されたため表示されていません（${field}）。記録ページを確認してください。`,
    relayUnusable: 'この対局の ID はリレーを通せません（通常と異なる ID で読み込まれた対局です）。このブラウザ内のオーバーレイは更新されますが、別の端末とペアリングすることはできません。',
  },
  pwa: {
    label: 'アプリの更新',
    offlineReady: 'オフラインで使えるようになりました。',
    needRefresh: '新しいバージョンを利用できます。',
    reload: '再読み込み',
    dismiss: '閉じる',
  },
  tournament: {
    title: '大会',
    appLink: '大会（審判）',
    createHeading: '大会を開く',
    titleLabel: '大会名',
    presetLabel: 'ルール',
    playersLabel: '選手（1行に1人）',
    playersHint: (n) => `${n}人`,
    create: '大会を開く',
    creating: '開いています…',
    kept: 'この端末で審判をしている大会',
    adminReveal: '別の端末用の管理リンク（秘密）',
    adminLinkLabel: '管理リンク（秘密）',
    adminWarning: '秘密：このリンクを持つ人は誰でもこの大会の審判になり、回戦や罰符の追加、卓の連携ができます。配信に映さず、他の審判にだけ渡してください。',
    adminQr: '秘密の管理リンクのQRコード',
    adminHere: 'この端末でこの大会の審判をしています。',
    readOnly: '閲覧のみ：審判をするには管理リンクを開いてください。',
    forget: 'この端末の管理用の秘密を消す',
    sessions: '回戦',
    session: (n) => `第${n}回戦`,
    table: (n) => `${n}卓`,
    noSessions: 'まだ回戦がありません。',
    addSession: '回戦を追加',
    seatingAuto: '全員を自動で配席（同じ相手との対戦を少なく）',
    seatingPasted: '卓組を貼り付ける',
    tablesLabel: '卓組（1行に1卓）',
    tablesHint: (seats) => `1行に${seats}人の名前をカンマ区切りで。各選手は1回まで。`,
    addSessionSubmit: '回戦を追加する',
    notStarted: '未開始',
    ended: '終了',
    playing: (round) => `対局中：${round}`,
    events: (n) => `${n}件の記録`,
    pairingReveal: '連携（秘密）',
    pairingLinkLabel: (table) => `${table}の連携リンク（秘密）`,
    pairingQr: (table) => `${table}の秘密の連携リンクのQRコード`,
    pairingHowTo: '卓の端末で開いてください。その端末がこの卓の対局を記録し、ここへ送ります。',
    overlayLinkLabel: (table) => `${table}のオーバーレイリンク`,
    showGame: '対局と履歴',
    loading: '読み込み中…',
    noEvents: 'まだ和了の記録がありません。',
    standings: '順位表',
    rank: '順位',
    player: '選手',
    sessionColumn: (n) => `${n}回戦`,
    uma: 'ウマ',
    penalty: '罰符',
    total: '合計',
    noStandings: 'まだ順位がありません。',
    updated: (time) => `${time}更新`,
    penalties: '罰符',
    noPenalties: '罰符はありません。',
    addPenalty: '罰符を追加',
    penaltyPoints: '減点',
    penaltyReason: '理由',
    penaltySubmit: '罰符を追加する',
    penaltyRow: (player, points, reason) => `${player}：−${points}（${reason}）`,
    resultsCsv: '結果をダウンロード（CSV）',
    leaderboardLinkLabel: '順位表オーバーレイのリンク',
    offline: 'サーバーに接続できません。ネットワークを確認してください。',
    retry: '再試行',
    wrongSecret: 'サーバーがこの端末の管理用の秘密を拒否しました。管理リンクを開き直すか、秘密を消してください。',
    notFound: 'このサーバーにこのIDの大会はありません。',
    noApi: 'このサーバーは大会を扱っていません。`npm start` で起動したサーバーでこのページを開いてください。',
    noTournament: '大会が指定されていません。',
    rateLimited: 'このネットワークからの要求が多すぎます。少し待ってから再試行してください。',
    tooLarge: 'サーバーには一度に多すぎます。',
    badAnswer: 'サーバーの応答をこのページでは読めません。',
    refused: (message) => `サーバーが拒否しました：${message}`,
    seatingRefused: (table, name, message) => `${table}卓${name === '' ? '' : `、${name}`}：${message}`,
    playerRefused: (line, name, message) => `選手の${line}行目（${name}）：${message}`,
    leaderboard: '順位表',
    unreachable: 'サーバーに接続できません：最後の順位表を表示しています。',
  },
};
