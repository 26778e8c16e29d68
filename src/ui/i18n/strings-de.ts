/**
 * German words of the UI. Mahjong terms follow German club usage: Steine (tiles), Zeichen,
 * Kreise, Bambus; Chow/Pung/Kong next to the Japanese chi/pon/kan, as in the EMA rules. Yaku
 * names stay as the engine writes them (romaji, as at the table).
 */
import { plural } from './plural';
import type { RenderTile } from '../../vision/render/index';
import type { Difference, Invalidity } from '../../referee/index';
import type { RefereeStrings, UiStrings } from './strings';
import { ISSUE_STRINGS, issueText } from './strings-issues';

const LEVELS: Readonly<Record<string, string>> = {
  mangan: 'Mangan',
  'kiriage mangan': 'Mangan (aufgerundet)',
  haneman: 'Haneman',
  baiman: 'Baiman',
  sanbaiman: 'Sanbaiman',
  'kazoe yakuman': 'Gezähltes Yakuman',
  yakuman: 'Yakuman',
  'nagashi mangan': 'Nagashi Mangan',
};
const MULTIPLES = ['', '', 'Doppeltes', 'Dreifaches', 'Vierfaches', 'Fünffaches', 'Sechsfaches'];

const FIELDS: Readonly<Record<string, string>> = {
  concealed: 'Verdeckte Steine',
  win_tile: 'Gewinnstein',
  melds: 'Meldungen',
  dora_indicators: 'Dora-Anzeiger',
  ura_indicators: 'Ura-Dora-Anzeiger',
  hand: 'Hand',
};

const SUITS: Readonly<Record<string, string>> = { m: 'Zeichen', p: 'Kreise', s: 'Bambus' };
const HONORS = ['Ostwind', 'Südwind', 'Westwind', 'Nordwind', 'Weißer Drache', 'Grüner Drache', 'Roter Drache'];

function tileName(tile: RenderTile): string {
  if (tile === 'back') return 'Verdeckter Stein';
  const digit = Number(tile[0]);
  if (tile[1] === 'z') return HONORS[digit - 1]!;
  const suit = SUITS[tile[1]!]!;
  return digit === 0 ? `rote 5 ${suit}` : `${digit} ${suit}`;
}

const DE_WAITS: Readonly<Record<string, string>> = { ryanmen: 'beidseitig', kanchan: 'geschlossen (Mitte)', penchan: 'einseitig (Rand)', shanpon: 'auf zwei Paare', tanki: 'auf einen Stein' };
const DE_DEAD: Readonly<Record<string, string>> = {
  wrong_tile_count: 'die Hand hat zu wenige oder zu viele Steine',
  invalid_meld: 'eine Meldung ist kein gültiger Chow (chi), Pung (pon) oder Kong (kan)',
  exposed_tiles: 'Steine aus der Hand eines Gegners oder der toten Mauer wurden aufgedeckt',
  no_kong_replacement: 'nach einem Kong (kan) wurde kein Ersatzstein genommen',
};

function deReason(i: Invalidity, tiles: (list: readonly string[]) => string): string {
  switch (i.code) {
    case 'incomplete':
      return 'Unvollständig: die Steine sind nicht vier Sätze und ein Paar, sieben Paare oder dreizehn Waisen.';
    case 'no_yaku':
      return 'Kein Yaku: Dora und rote Fünfen zählen nicht als Yaku.';
    case 'two_yaku_required':
      return `Fünf-Zähler-Regel: bei ${i.counters} Zählern auf dem Tisch (${i.threshold} oder mehr) sind zwei Yaku nötig; Dora zählen nicht.`;
    case 'furiten':
      return `Furiten: die Hand wartete auf ${tiles(i.waits)}, und der Spieler hatte ${tiles(i.discarded)} abgeworfen. Wer furiten ist, darf nicht auf einen Abwurf gewinnen (3.4.5).`;
    case 'temporary_furiten':
      return i.riichi
        ? 'Furiten: nach Riichi hat der Spieler einen Gewinnstein vorbeigelassen und bleibt bis zum Ende der Hand furiten (3.4.5).'
        : 'Vorübergehend furiten: der Spieler hat einen Gewinnstein vorbeigelassen und seitdem nicht gezogen (3.4.5).';
    case 'dead_hand':
      return `Tote Hand: ${DE_DEAD[i.reason]}. Eine tote Hand kann nicht gewinnen.`;
    case 'invalid_hand':
      return 'Die Hand ist nicht lesbar:';
    case 'invalid_situation':
      return `Die Situation ist unmöglich: ${issueText(i.issue, ISSUE_STRINGS.de)}.`;
    case 'bad_discards':
      return 'Die Abwürfe sind nicht lesbar: bitte in mpsz schreiben, z. B. 19m5z3p.';
  }
}

function deAbsence(d: Extract<Difference, { code: 'yaku_not_held' }>, yaku: (id: string) => string): string {
  const name = yaku(d.yaku);
  const why = d.why;
  switch (why.code) {
    case 'needs_concealed':
      return `${name} angesagt, aber die Hand ist offen (es braucht eine geschlossene Hand).`;
    case 'not_in_situation':
      return `${name} angesagt, aber die Situation enthält es nicht.`;
    case 'pinfu_value_pair':
      return `${name} angesagt, aber das Paar zählt (ein Drache, der Sitz- oder Rundenwind).`;
    case 'pinfu_wait':
      return `${name} angesagt, aber die Wartestellung ist ${DE_WAITS[why.wait] ?? why.wait}, nicht beidseitig.`;
    case 'pinfu_pung':
      return `${name} angesagt, aber die Hand hat einen Pung (pon) oder Kong (kan); es braucht vier Chows (chi).`;
    case 'tanyao_terminal_or_honor':
      return `${name} angesagt, aber die Hand hat einen Terminal- oder Ehrenstein.`;
    case 'open_tanyao_not_in_preset':
      return `${name} angesagt, aber unter ${why.preset} zählt Tanyao nur geschlossen.`;
    case 'unknown_yaku':
      return `${name} ist kein Yaku.`;
    case 'not_in_hand':
      return `${name} angesagt, aber die Hand hat es nicht.`;
  }
}

function deDifference(d: Difference, yaku: (id: string) => string, points: (n: number) => string): string {
  switch (d.code) {
    case 'points': {
      const as = d.declaredAs.map((h) => `${h.han} Han ${h.fu} Fu`).join(' oder ');
      return `Angesagt ${points(d.declared)}, berechnet ${points(d.computed)} (${d.han} Han${d.fu > 0 ? ` ${d.fu} Fu` : ''}).${as ? ` ${points(d.declared)} wären ${as}.` : ''}`;
    }
    case 'han':
      return `Angesagt ${d.declared} Han, berechnet ${d.computed}: ${d.yaku.map((y) => `${yaku(y.id)} ${y.han}`).join(', ')}.`;
    case 'fu':
      return `Angesagt ${d.declared} Fu (Minipunkte), berechnet ${d.computed}.`;
    case 'same_value':
      return `Han und Fu weichen ab, sind aber beide ${points(d.points)} wert (Limithand).`;
    case 'yaku_not_held':
      return deAbsence(d, yaku);
    case 'yaku_missed':
      return `${yaku(d.yaku)} (${d.han} Han) ist in der Hand, wurde aber nicht angesagt.`;
  }
}

const DE_REFEREE: RefereeStrings = {
  title: 'Schiedsrichter-Modus',
  intro: 'Einen angesagten Gewinn prüfen. Hand und Situation sind die aus dem Wertungsrechner.',
  claimLegend: 'Was der Spieler angesagt hat',
  claimKinds: { points: 'Punkte', 'han-fu': 'Han und Fu', yaku: 'Yaku' },
  points: 'Angesagte Punkte',
  han: 'Han',
  fu: 'Fu (Minipunkte)',
  yakuLegend: 'Angesagte Yaku',
  yakumanLegend: 'Yakuman',
  discards: 'Abwürfe des Gewinners',
  discardsHint: 'mpsz, z. B. 19m5z3p; leer, wenn unbekannt',
  passedWin: 'Einen Gewinnstein vorbeigelassen (seit dem letzten Ziehen, oder irgendwann nach Riichi)',
  deadHandLegend: 'Tote Hand, am Tisch gesehen',
  deadHand: { exposed_tiles: 'Steine aus der Hand eines Gegners oder der toten Mauer aufgedeckt', no_kong_replacement: 'Nach einem Kong (kan) keinen Ersatzstein genommen' },
  verdict: 'Entscheidung',
  valid: 'Der Gewinn zählt.',
  invalid: 'Der Gewinn ist ungültig.',
  computed: (points, han, fu) => `Berechnet: ${points} (${han} Han${fu > 0 ? ` ${fu} Fu` : ''}).`,
  reasonsTitle: 'Warum der Gewinn ungültig ist',
  differencesTitle: 'Abweichungen von der Ansage',
  noClaim: 'Die Ansage eingeben, um sie zu vergleichen.',
  claimMatches: 'Die Ansage stimmt mit der Hand überein.',
  waits: (tiles) => `Wartesteine vor dem Gewinn: ${tiles}.`,
  reason: deReason,
  difference: (d, yaku, points) => deDifference(d, yaku, points),
  exportEvidence: 'Beweise exportieren',
  exportedJson: 'Beweise als JSON gespeichert.',
  exportedBoth: 'Beweise als JSON gespeichert, das markierte Foto als PNG.',
  importEvidence: 'Beweisdatei prüfen',
  importedOk: (at, valid) => `Beweisdatei vom ${at} gelesen: die Entscheidung (${valid ? 'Gewinn zählt' : 'Gewinn ungültig'}) bestätigt.`,
  importedBad: (reason) => `Beweisdatei abgelehnt: ${reason}.`,
  discardsPhoto: {
    status: 'Vom Foto gelesene Abwürfe',
    choose: 'Abwürfe fotografieren',
    hint: 'oder ein Foto in das Abwurf-Feld einfügen. Die gelesenen Steine füllen das Feld in der Reihenfolge der Abwürfe; dort prüfen und korrigieren.',
    reading: 'Das Foto der Abwürfe wird gelesen …',
    read: (count) => `${count} ${plural('de', count, { one: 'Abwurf', other: 'Abwürfe' })} vom Foto gelesen.`,
    riichi: (position, tile) => `Abwurf ${position} (${tile}) liegt quer: damit wurde Riichi angesagt.`,
    checkTitle: 'Diese Steine prüfen, sie wurden unsicher gelesen:',
    uncertain: (position, tile, percent, alternatives) => `Abwurf ${position}: ${tile} (${percent} %)${alternatives ? `, oder ${alternatives}` : ''}`,
    warning: (code) =>
      ({
        no_tiles: 'Auf dem Foto wurden keine Steine gefunden. Die Abwürfe von oben fotografieren, alle im Bild.',
        ragged_rows: 'Die Reihen liegen nicht zu sechst: die Reihenfolge der Abwürfe prüfen.',
        too_many_tiles: 'Mehr als 24 Steine gefunden: vielleicht sind andere Steine im Bild. Die Abwürfe prüfen.',
        ambiguous_orientation: 'Die Abwürfe lesen sich auf dem Kopf genauso: die Reihenfolge nimmt an, dass der Spieler unten im Bild saß. Bitte prüfen.',
        several_sideways: 'Mehr als ein Stein liegt quer: nur einer sagt Riichi an.',
        face_down: 'Ein verdeckter Stein wurde ausgelassen.',
        dropped_detection: null,
        low_confidence: null,
      })[code],
    failed: (code) =>
      code === 'not_an_image' || code === 'unsupported_format' || code === 'decode_failed'
        ? 'Diese Datei ist kein Bild. Ein JPEG-, PNG-, WebP- oder GIF-Foto wählen.'
        : code === 'truncated'
          ? 'Die Fotodatei ist unvollständig oder beschädigt.'
          : code === 'too_small'
            ? 'Das Foto ist zu klein zum Lesen.'
            : code === 'too_large'
              ? 'Das Foto ist zu groß zum Lesen.'
              : `Das Foto konnte nicht gelesen werden (${code}). Die Abwürfe von Hand eingeben.`,
  },
};

export const DE: UiStrings = {
  numberLocale: 'de-DE',
  appTitle: 'Riichi Lens',
  appTagline: 'Eine Riichi-Mahjong-Hand werten',
  language: 'Sprache',
  theme: { label: 'Farben', auto: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  steps: { label: 'Schritte', read: 'Lesen', score: 'Prüfen & werten', game: 'Spiel', more: 'Mehr', noHand: 'Noch keine Hand zu werten' },

  sections: { rules: 'Regeln', hand: 'Hand', win: 'Gewinn', situation: 'Situation', table: 'Tisch' },
  preset: 'Regelwerk',
  concealed: 'Verdeckte Steine',
  winTile: 'Gewinnstein',
  melds: 'Meldungen',
  start: {
    title: 'Noch keine Hand',
    hint: 'Ein Foto einer Gewinnhand aufnehmen oder auswählen, oder hier ihre Steine eingeben. Die Wertung erscheint, sobald die Hand vollständig ist.',
    enterHand: 'Hand eingeben',
    trySample: 'Beispielhand ausprobieren',
    newHand: 'Neue Hand',
    dropped: 'Die Hand vom letzten Besuch war nicht lesbar und wurde verworfen.',
  },
  addMeld: 'Meldung hinzufügen',
  meldType: (n) => `Art der Meldung ${n}`,
  removeMeld: (n) => `Meldung ${n} entfernen`,
  meldTypes: {
    chi: 'Chi (Chow, Straße)',
    pon: 'Pon (Pung, Drilling)',
    kan: 'Kan (offenes Kong, Vierling)',
    ankan: 'Ankan (verdecktes Kong)',
    shouminkan: 'Shouminkan (erweitertes Kong)',
  },
  dora: 'Dora-Anzeiger',
  ura: 'Ura-Dora-Anzeiger',
  winBy: 'Gewonnen durch',
  ron: 'Ron (Abwurf)',
  tsumo: 'Tsumo (selbst gezogen)',
  seatWind: 'Sitzwind',
  roundWind: 'Rundenwind',
  winds: { '1z': 'Ost', '2z': 'Süd', '3z': 'West', '4z': 'Nord' },
  dealer: 'Geber (Oya)',
  flags: {
    riichi: 'Riichi',
    double_riichi: 'Doppel-Riichi',
    ippatsu: 'Ippatsu',
    haitei: 'Haitei (letzter gezogener Stein)',
    houtei: 'Houtei (letzter Abwurf)',
    rinshan: 'Rinshan (Kong-Ersatzstein)',
    chankan: 'Chankan (Kong geraubt)',
    tenhou: 'Tenhou (Geber, erster Zug)',
    chiihou: 'Chiihou (erster Zug)',
    renhou: 'Renhou (Abwurf in der ersten Runde)',
    nagashi_mangan: 'Nagashi Mangan',
  },
  honba: 'Zähler (Honba)',
  riichiSticks: 'Riichi-Stäbchen',
  paoSeat: 'Haftender Spieler (Pao)',
  discarderSeat: 'Abwerfer',
  noSeat: 'Keiner',

  score: 'Wertung',
  empty: 'Eine Hand eingeben, um ihre Wertung zu sehen.',
  reading: 'Hand',
  wait: 'Warten',
  waits: {
    ryanmen: 'beidseitig (Ryanmen)',
    kanchan: 'Lücke (Kanchan)',
    penchan: 'Rand (Penchan)',
    shanpon: 'eines von zwei Paaren (Shanpon)',
    tanki: 'einzelner Stein (Tanki)',
    juusanmen: 'dreizehnseitig',
  },
  yaku: 'Yaku',
  yakuman: 'Yakuman',
  han: (n) => `${n} Han`,
  fu: (n) => `${n} Fu`,
  minipoints: 'Minipunkte',
  fuReasons: {
    base: 'Grundwert',
    concealed_ron: 'Verdeckte Hand, Ron',
    seven_pairs: 'Sieben Paare',
    open_pinfu: 'Offene Hand ohne Minipunkte',
    tsumo: 'Selbst gezogen',
    pair_wait: 'Warten auf das Paar',
    kanchan: 'Warten auf die Lücke',
    penchan: 'Warten am Rand',
    valued_pair: 'Paar aus Drachen oder eigenem/Rundenwind',
    double_valued_pair: 'Paar aus eigenem und Rundenwind',
    open_pon: 'Offener Pung, Einfache',
    open_terminal_pon: 'Offener Pung, Terminals oder Ehrensteine',
    closed_pon: 'Verdeckter Pung, Einfache',
    closed_terminal_pon: 'Verdeckter Pung, Terminals oder Ehrensteine',
    open_kan: 'Offenes Kong, Einfache',
    open_terminal_kan: 'Offenes Kong, Terminals oder Ehrensteine',
    closed_kan: 'Verdecktes Kong, Einfache',
    closed_terminal_kan: 'Verdecktes Kong, Terminals oder Ehrensteine',
  },
  level: (level) => {
    const multiple = /^(\d+)x yakuman$/.exec(level);
    if (multiple) return `${MULTIPLES[Number(multiple[1])] ?? `${multiple[1]}x`} Yakuman`;
    return LEVELS[level] ?? level;
  },
  payments: 'Zahlungen',
  discarderPays: (p) => `Abwerfer zahlt ${p}`,
  eachPays: (p) => `Alle zahlen je ${p}`,
  dealerAndOthersPay: (d, o) => `Geber zahlt ${d}, die anderen je ${o}`,
  discarderAndLiablePay: (d, l) => `Abwerfer zahlt ${d}, haftender Spieler zahlt ${l}`,
  liablePays: (p) => `Haftender Spieler zahlt ${p}`,
  beforeCounters: (p) => `Vor Zählern: ${p}`,
  riichiSticksBonus: (p) => `Riichi-Stäbchen +${p}`,
  total: 'Gesamt',

  tileName,
  readingTiles: 'Steine der Hand',
  calledMeld: 'gemeldet',
  concealedKong: 'verdecktes Kong',

  errorTitles: {
    invalid_hand: 'Diese Steine ergeben keine lesbare Hand',
    invalid_request: 'Das ist keine Hand zum Werten',
    invalid_context: 'Diese Bedingungen schließen einander aus',
    not_winning: 'Keine vollständige Hand',
    no_yaku: 'Kein Yaku',
    two_yaku_required: 'Zwei Yaku nötig',
    unexpected: 'Etwas ist schiefgegangen',
  },
  field: (field) => {
    const indexed = /^(\w+)\[(\d+)\]$/.exec(field);
    if (indexed && indexed[1] === 'melds') return `Meldung ${Number(indexed[2]) + 1}`;
    if (indexed) return `${FIELDS[indexed[1]!] ?? indexed[1]} (${Number(indexed[2]) + 1})`;
    return FIELDS[field] ?? field;
  },
  issues: ISSUE_STRINGS.de,

  game: {
    title: 'Spielprotokoll',
    newGame: 'Neues Spiel',
    gameTitle: 'Name des Spiels',
    gameTitlePlaceholder: 'z. B. Freitagsrunde, Tisch 2',
    playerName: (n, wind) => `Spieler ${n} (beginnt ${wind})`,
    startingPoints: 'Startpunkte',
    uma: 'Uma, vom ersten bis zum letzten Platz',
    startGame: 'Spiel beginnen',
    savedGames: 'Gespeicherte Spiele',
    noSavedGames: 'In diesem Browser ist noch kein Spiel gespeichert.',
    savedGame: (date, events) => `${date} · ${events} ${plural('de', events, { one: 'Eintrag', other: 'Einträge' })}`,
    keep: 'Behalten',
    resume: 'Öffnen',
    saveStored: 'So wie gespeichert herunterladen',
    deleteGame: 'Löschen',
    confirmDelete: (title) => `Das Spiel „${title}“ aus diesem Browser löschen? Vorher exportieren, um eine Kopie zu behalten.`,
    damaged: (reason) => `Nicht lesbar: ${reason}`,
    importGame: 'Spieldatei importieren',
    importRefused: (reason) => `Die Datei wurde nicht importiert, nichts wurde geändert: ${reason}`,
    imported: (title) => `„${title}“ importiert.`,
    importedUnchecked: (title) => `„${title}“ importiert. Die Datei stammt von einer älteren Version der App und trägt keine Prüfsumme: ob sie nach dem Export verändert wurde, lässt sich nicht sagen.`,
    importSame: (title, identical) => (identical ? `Diese Datei ist „${title}“, hier schon gespeichert, Ereignis für Ereignis.` : `Diese Datei ist eine andere Fassung von „${title}“, das hier schon gespeichert ist.`),
    importReplace: 'Gespeichertes Spiel ersetzen',
    importKeepBoth: 'Beide behalten',
    importCancel: 'Nicht importieren',
    storeUnavailable: (reason) => `Dieser Browser lässt die App keine Spiele speichern (${reason}). Hände können nicht protokolliert werden.`,
    atTable: 'Am Tisch',
    round: (wind, hand) => `${wind} ${hand}`,
    counters: (n) => `${n} ${plural('de', n, { one: 'Zähler', other: 'Zähler' })}`,
    sticks: (n) => `${n} Riichi-${plural('de', n, { one: 'Stab', other: 'Stäbe' })} auf dem Tisch`,
    dealer: 'Geber',
    riichi: 'Riichi',
    declareRiichi: (name) => `Riichi: ${name}`,
    inRiichi: 'in Riichi',
    points: (p) => `${p} Punkte`,
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    closeGame: 'Spiel schließen',
    exportJson: 'Spieldatei (JSON)',
    exportHands: 'Hände (CSV)',
    exportResults: 'Ergebnisliste (CSV)',
    ended: 'Das Spiel ist beendet.',
    standings: 'Wertung',
    provisional: 'Wertung, wenn das Spiel jetzt endete',
    standingColumns: { rank: 'Platz', player: 'Spieler', points: 'Punkte', uma: 'Uma', leftover: 'Stäbe', penalty: 'Strafe', score: 'Gesamt' },
    zeroSum: 'Die Summe ist null.',
    notZeroSum: (off) => `Die Summe ist nicht null (Abweichung ${off}).`,
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert.',
    notSaved: (reason) => `Nicht gespeichert, nichts wurde geändert: ${reason}`,
    dropped: (n) => `${n} ${plural('de', n, { one: 'späterer Eintrag gilt nicht mehr und wurde', other: 'spätere Einträge gelten nicht mehr und wurden' })} entfernt.`,
    recordTitle: 'Im Spiel eintragen',
    noGame: 'Ein Spiel beginnen oder öffnen, um diese Hand einzutragen.',
    gameOver: 'Das Spiel ist beendet: Es kann nichts mehr eingetragen werden.',
    invalidHand: 'Nur eine gültige, gewertete Hand kann eingetragen werden.',
    winner: (name, wind) => `Gewinner: ${name} (${wind})`,
    noSuchSeat: (wind) => `In diesem Spiel sitzt niemand auf ${wind}: Oben den Platzwind des Gewinners wählen.`,
    otherPreset: (preset) => `Dieses Spiel folgt ${preset}: Oben dieses Regelwerk wählen, um die Hand einzutragen.`,
    recordedHand: 'Im Spiel eingetragen. Die nächste Hand lesen oder eingeben; „Rückgängig“ im Spielprotokoll nimmt sie zurück.',
    recordAgain: 'Diese Hand noch einmal eintragen',
    recordTsumo: 'Tsumo eintragen',
    recordRon: (d) => `Ron von ${d}`,
    riichiMismatch: (declared) => (declared ? 'Dieser Spieler hat am Tisch Riichi angesagt, die Hand ist aber ohne Riichi gewertet.' : 'Die Hand ist mit Riichi gewertet, aber dieser Spieler hat am Tisch kein Riichi angesagt.'),
  },

  sync: {
    label: 'Turnier-Abgleich',
    tableTitle: (tournament, session, table) => `${tournament} · Runde ${session} · Tisch ${table}`,
    keptTitle: (title) => `${title} (auf diesem Gerät behalten)`,
    asking: 'Der Turnierserver wird nach dieser Kopplung gefragt…',
    askAgain: 'Der Turnierserver ist nicht erreichbar. Die Kopplung bleibt, und der Server wird erneut gefragt, sobald er erreichbar ist.',
    tableFound: (title) => `Dieses Gerät führt ${title} und sendet jedes Ereignis an den Turnierserver.`,
    tablePlayers: (names) => `Die Spieler dieses Tisches: ${names}. Die Sitzordnung ist frei.`,
    wrongPlayers: (names, preset) => `An diesem Tisch wird nach ${preset} gespielt, von genau ${names}, in beliebiger Sitzordnung.`,
    notThisTable: 'Stattdessen ein anderes Spiel beginnen',
    synced: (n) => `Abgeglichen: ${n} ${plural('de', n, { one: 'Ereignis', other: 'Ereignisse' })} auf dem Server.`,
    sending: (n) => `${n} ${plural('de', n, { one: 'Ereignis wird', other: 'Ereignisse werden' })} gesendet…`,
    offline: (n, seconds) => `Offline: ${n} ${plural('de', n, { one: 'Ereignis wartet', other: 'Ereignisse warten' })} auf das Senden. Neuer Versuch in ${seconds} s.`,
    serverDown: (n, seconds) => `Der Server hat die Ereignisse nicht angenommen: ${n} ${plural('de', n, { one: 'Ereignis wartet', other: 'Ereignisse warten' })}. Neuer Versuch in ${seconds} s.`,
    busy: (n, seconds) => `Der Server ist ausgelastet: ${n} ${plural('de', n, { one: 'Ereignis wartet', other: 'Ereignisse warten' })}. Neuer Versuch in ${seconds} s.`,
    retryNow: 'Jetzt erneut versuchen',
    diverged: {
      undone: 'Ein Ereignis, das der Server schon hat, wurde auf diesem Gerät zurückgenommen: Dieses Spiel und das des Servers stimmen nicht mehr überein.',
      changed: 'Ein Ereignis, das der Server schon hat, wurde auf diesem Gerät geändert: Dieses Spiel und das des Servers stimmen nicht mehr überein.',
      server: 'Der Server hat für diesen Tisch andere Ereignisse als dieses Gerät: Dieses Spiel und das des Servers stimmen nicht mehr überein.',
    },
    divergedHelp: 'Bis das geklärt ist, wird nichts mehr gesendet. Wer das Spiel des Servers übernimmt, behält die Fassung dieses Geräts als eigenes Spiel.',
    takeServer: 'Spiel des Servers übernehmen',
    taking: 'Das Spiel des Servers wird übernommen…',
    taken: (kept) => (kept === null ? 'Dieses Gerät hat jetzt das Spiel des Servers.' : `Dieses Gerät hat jetzt das Spiel des Servers. Seine eigene Fassung bleibt als „${kept}“ erhalten.`),
    takeFailed: (reason) => `Das Spiel des Servers wurde nicht übernommen, nichts wurde geändert: ${reason}`,
    takeOffline: 'Der Server ist gerade nicht erreichbar. Nichts wurde geändert; online erneut versuchen.',
    stopped: (reason) => `Abgleich angehalten: ${reason}`,
    stopReasons: {
      wrong_secret: 'Der Server lehnt die Kopplung dieses Geräts ab. Bitte die Turnierleitung erneut um den Kopplungslink des Tisches.',
      not_found: 'Der Server kennt diesen Tisch nicht mehr.',
      wrong_table: 'Regelwerk oder Spieler dieses Spiels sind nicht die des Tisches.',
      refused_event: (message) => `Der Server hat ein Ereignis abgelehnt (${message}).`,
      bad_answer: 'Die Antwort des Servers ist nicht lesbar.',
    },
    unreadable: 'Das Spiel auf dem Server oder auf diesem Gerät ist nicht lesbar.',
    heldByServer: {
      undo: 'Der Turnierserver hat dieses Ereignis schon. Wird es hier zurückgenommen, weicht das Spiel dieses Geräts von dem des Servers ab, dessen Wertung es behält; um ein Ergebnis zu berichtigen, den Schiedsrichter fragen oder eine Korrekturbuchung eintragen.',
      edit: 'Der Turnierserver hat dieses Ereignis schon. Wird es hier berichtigt, weicht das Spiel dieses Geräts von dem des Servers ab, dessen Wertung es behält; um ein Ergebnis zu berichtigen, den Schiedsrichter fragen oder eine Korrekturbuchung eintragen.',
    },
    undoAnyway: 'Trotzdem zurücknehmen',
    editAnyway: 'Trotzdem berichtigen',
    keepIt: 'Beibehalten',
  },

  editor: {
    title: 'Steine',
    places: { concealed: 'Verdeckte Steine', win: 'Gewinnstein', melds: 'Meldungen', dora: 'Dora-Anzeiger', ura: 'Ura-Dora-Anzeiger' },
    uncertainTile: (tile) => `${tile}, prüfen`,
    redMark: 'R',
    withNote: (tile, note) => `${tile}, ${note}`,
    readAt: (percent) => `erkannt zu ${percent}`,
    tileCount: (n) => `${n} von 14 Steinen (ein Kong zählt 3)`,
    toCheck: (n) => plural('de', n, { one: '1 Stein zu prüfen', other: `${n} Steine zu prüfen` }),
    changeScore: (n) => (n === 0 ? 'keine Korrektur ändert die Punkte' : plural('de', n, { one: '1 davon ändert die Punkte', other: `${n} davon ändern die Punkte` })),
    scoreDelta: (points) => `${points} Punkte`,
    sameScore: 'gleiche Punkte',
    chooseWinTile: 'Gewinnstein wählen',
    addTile: (place) => `Stein zu ${place} hinzufügen`,
    change: (tile) => `${tile} ändern`,
    alternatives: 'Wahrscheinlich stattdessen',
    allTiles: 'Alle Steine',
    keep: 'Behalten',
    moveLeft: 'Nach links',
    moveRight: 'Nach rechts',
    remove: 'Entfernen',
    makeWinTile: 'Zum Gewinnstein machen',
    backToHand: 'Zurück in die Hand',
    close: 'Schließen',
    done: 'Fertig',
    adding: (place) => `${place} hinzufügen: Steine wählen`,
    meld: (n, type) => `Meldung ${n}: ${type}`,
    newMeld: 'Neue Meldung',
    meldTypeLabel: 'Art',
    calledTile: 'Gemeldeter Stein (quer)',
    calledPosition: (i) => `Stein ${i + 1} von links`,
    chooseMeldTile: (type) => `Neues ${type}: Stein wählen (bei einem Chow den niedrigsten)`,
    meldErrors: {
      no_tile: 'Aus einem verdeckten Stein lässt sich keine Meldung bilden.',
      no_chow: 'Ein Chow sind drei Zahlen in Folge: den niedrigsten Stein wählen, 1 bis 7 einer Farbe.',
    },
    text: 'Hand als Text',
    textHint: 'mpsz, 0 = rote Fünf, ? = verdeckt. z. B. 123m456p789s1122z win:2z pon:777z@0 dora:1p (auch pung/chow/kong; @ = gemeldeter Stein von links, ab 0).',
    textError: (at, message) => `Nicht lesbar bei Zeichen ${at}: ${message}. Die Steine zeigen die letzte lesbare Hand.`,
    clear: 'Alle Steine entfernen',
  },
  history: {
    title: 'Spielverlauf',
    empty: 'Noch keine Hand gespielt. Beendete Hände erscheinen hier, die neueste zuerst.',
    winds: ['Ost', 'Süd', 'West', 'Nord'],
    windLetters: ['O', 'S', 'W', 'N'],
    round: (wind, hand, honba) => `${wind} ${hand}${honba > 0 ? `, ${honba} Zähler` : ''}`,
    roundShort: (wind, hand, honba) => `${wind}${hand}${honba > 0 ? ` ${honba} Zähler` : ''}`,
    list: (names) => names.join(', '),
    ron: (winner, discarder, worth) => `Ron: ${winner} von ${discarder} · ${worth}`,
    tsumo: (winner, worth) => `Tsumo: ${winner} · ${worth}`,
    draw: (tenpai) => `Remis (Wand leer): Tenpai ${tenpai}`,
    drawAllNoten: 'Remis (Wand leer): alle Noten',
    riichi: (player) => `Riichi: ${player}`,
    chombo: (player) => `Chombo: ${player}`,
    abortive: (reason) => `Abgebrochenes Spiel: ${reason}`,
    abortiveReasons: { 'four-kans': 'vier Kongs', 'four-winds': 'vier gleiche Winde', 'nine-terminals': 'neun Terminals und Ehrensteine', 'four-riichi': 'vier Riichi' },
    nagashi: (player) => `Nagashi Mangan: ${player}`,
    adjust: (reason) => `Korrektur: ${reason}`,
    hanFu: (han, fu) => `${han} ${fu}`,
    changes: 'Punkteänderungen',
    correct: 'Korrigieren…',
    correctLabel: (what) => `Korrigieren: ${what}`,
    sticksLeft: (n) => plural('de', n, { one: '1 Riichi-Stäbchen auf dem Tisch', other: `${n} Riichi-Stäbchen auf dem Tisch` }),
    handOf: (player) => `Gewinnhand von ${player}`,
    photoOf: (player) => `Foto der Gewinnhand von ${player}`,
    yaku: 'Yaku',
    dora: 'Dora-Anzeiger',
    ura: 'Ura-Dora-Anzeiger',
    chart: 'Punkte im Spielverlauf',
    chartSummary: (players, steps) => `Liniendiagramm der Punkte von ${players} Spielern über ${steps} ${plural('de', steps, { one: 'Schritt', other: 'Schritte' })}; die Zahlen stehen in der Tabelle darunter.`,
    legend: 'Spieler',
    table: 'Punkte als Tabelle',
    start: 'Start',
    adjustShort: 'Korr.',
    player: 'Spieler',
  },
  capture: {
    title: 'Hand erkennen',
    intro: 'Die Kamera auf die fertige Hand richten oder ein Foto verwenden. Danach die Steine im Editor prüfen.',
    camera: 'Kamera',
    startCamera: 'Kamera starten',
    stopCamera: 'Kamera stoppen',
    startingCamera: 'Kamera wird gestartet …',
    cameraPicker: 'Kamera',
    unnamedCamera: (n) => `Kamera ${n}`,
    torch: 'Licht',
    liveView: 'Live-Kamera mit den gefundenen Steinen',
    stats: (fps, ms) => `${fps} Bilder/s · ${ms} ms`,
    noStats: 'Warte auf das erste Bild …',
    profileRefused: (name, reason) => `Ihr Steinsatz „${name}“ wird nicht verwendet; die Steine werden wie Standardsteine gelesen. ${reason}`,
    learned: (count, name) => `${count} ${plural('de', count, { one: 'Korrektur', other: 'Korrekturen' })} in den Steinsatz „${name}“ gelernt.`,
    learnUndo: 'Rückgängig',
    learnNeedsPhoto: 'Korrekturen werden nur aus Fotos gelernt: Das Live-Kamerabild hat sich seit dem Lesen der Hand verändert. Machen Sie ein Foto, um Ihren Steinsatz zu trainieren.',
    learnUndone: (name) => `Die Korrekturen wurden aus dem Steinsatz „${name}“ wieder entfernt.`,
    learnFailed: (name, reason) => `Die Korrekturen konnten nicht in den Steinsatz „${name}“ gelernt werden. ${reason}`,
    learnNotSaved: 'Der Steinsatz konnte in diesem Browser nicht gespeichert werden.',
    useHand: 'Diese Hand übernehmen',
    autoCapture: 'Automatisch übernehmen',
    autoCaptureFrames: 'Ruhige Bilder',
    autoCaptureFrameCount: (n) => `${n} Bilder`,
    holdStill: (seen, needed) => `Still halten … ${seen}/${needed}`,
    autoCaptured: 'Übernommen',
    found: (tiles, toCheck) => `${tiles} ${plural('de', tiles, { one: 'Stein', other: 'Steine' })} in der Hand, ${toCheck} zu prüfen`,
    readingTrouble: {
      no_legal_reading: 'Keine gültige Hand passt zu den gelesenen Steinen: die markierten prüfen.',
      illegal_meld: 'Eine gelesene Meldung kann es nicht geben (eine Chow ist eine Folge einer Farbe, ein Pung oder Kong gleiche Steine): ihre markierten Steine prüfen.',
      too_many_red_fives: 'Mehr rote Fünfen, als diese Regeln haben: die markierten Fünfen prüfen.',
    },
    nothingFound: 'Noch keine Steine gefunden.',
    noTilesInPhoto: 'Auf diesem Foto wurden keine Steine gefunden. Eines näher an der Hand und bei gutem Licht versuchen.',
    loaded: 'Die Hand steht im Editor: die markierten Steine prüfen.',
    photo: 'Foto',
    choosePhoto: 'Foto auswählen',
    photoHint: 'oder eines einfügen (Strg+V) oder hierher ziehen.',
    readingPhoto: 'Foto wird gelesen …',
    loadingModels: 'Steinerkennung wird geladen …',
    annotatedPhoto: (n) => `Das Foto mit ${n} ${plural('de', n, { one: 'markiertem Stein', other: 'markierten Steinen' })}`,
    legend: 'Gestrichelter Rahmen und ? = Stein prüfen; ↻ = liegt quer zu den anderen (gemeldeter Stein); grau = gehört nicht zur Hand.',
    back: 'verdeckt',
    cameraErrors: {
      unsupported: 'Dieser Browser kann auf dieser Seite keine Kamera öffnen (dafür ist eine sichere https://-Adresse nötig). Bitte ein Foto verwenden.',
      denied: 'Der Kamerazugriff wurde verweigert. In den Website-Einstellungen des Browsers erlauben und neu starten oder ein Foto verwenden.',
      missing: 'Keine Kamera gefunden. Eine anschließen und neu starten oder ein Foto verwenden.',
      busy: 'Die Kamera ist belegt: vielleicht nutzt sie eine andere App oder ein anderer Tab. Diese schließen und neu starten oder ein Foto verwenden.',
      ended: 'Die Kamera wurde beendet. Neu starten oder ein Foto verwenden.',
      failed: 'Die Kamera ließ sich nicht starten. Erneut versuchen oder ein Foto verwenden.',
    },
    visionErrors: {
      no_model: 'Diese Version enthält keine Steinerkennung: die Hand bitte im Editor eingeben.',
      backend_unavailable: 'Dieser Browser kann die Steinerkennung nicht ausführen: die Hand bitte im Editor eingeben.',
      model_load_failed: 'Die Steinerkennung konnte nicht geladen werden. Seite neu laden.',
      bad_model: 'Die Steinerkennung ist beschädigt. Seite neu laden.',
      not_initialized: 'Die Steinerkennung ist noch nicht bereit. Gleich noch einmal versuchen.',
      bad_frame_size: 'Die Kamera lieferte ein leeres Bild.',
      bad_frame_data: 'Die Kamera lieferte ein fehlerhaftes Bild.',
      frame_too_large: 'Das Kamerabild ist zu groß zum Lesen.',
      inference_failed: 'Das Lesen der Steine ist fehlgeschlagen. Erneut versuchen.',
      not_an_image: 'Diese Datei ist kein Bild. Ein JPEG-, PNG-, WebP- oder GIF-Foto wählen.',
      unsupported_format: 'Dieses Bildformat kann nicht gelesen werden. Ein JPEG-, PNG-, WebP- oder GIF-Foto verwenden.',
      truncated: 'Dieses Bild ist unvollständig (abgeschnitten). Das Foto erneut wählen.',
      too_small: 'Dieses Bild ist zu klein, um Steine zu zeigen.',
      too_large: 'Dieses Bild ist zu groß (über 40 Megapixel, 8.192 Pixel an einer Seite oder 64 MB). Ein kleineres Foto verwenden.',
      decode_failed: 'Dieses Bild ließ sich nicht dekodieren. Ein anderes Foto wählen.',
      no_tiles: 'Auf dem Foto des Bogens wurden keine Steine gefunden.',
      row_count: 'Das Foto des Bogens zeigt nicht 4 oder 5 Reihen Steine.',
      row_length: 'In einer Reihe des Bogens fehlt ein Stein oder es liegt etwas zu viel.',
      overlapping_rows: 'Zwei Reihen des Bogens laufen ineinander: Abstand zwischen den Reihen lassen.',
      not_a_sheet: 'Das Foto zeigt nicht den Kalibrierbogen (jeder Stein einmal, in Reihen).',
      row_cut: 'Eine Reihe des Bogens reicht über den Bildrand: Rand um den Bogen lassen.',
      mixed_sets: 'Die Steine einer Reihe sehen anders aus als der übrige Bogen: nur einen Steinsatz fotografieren.',
      tile_at_edge: 'Ein Stein liegt am Bildrand: einen Rand um den Bogen lassen.',
      unreadable_frame: 'Das Foto des Bogens ließ sich nicht lesen.',
      bad_settings: 'Die Einstellungen zum Anpassen an den Steinsatz sind ungültig.',
      not_json: 'Dieses Profil ist nicht lesbar.',
      not_a_profile: 'Das ist kein Profil eines Steinsatzes.',
      unsupported_version: 'Dieses Profil stammt aus einer anderen Version der App.',
      bad_field: 'Dieses Profil ist beschädigt.',
      wrong_classifier: 'Dieses Profil gehört zu einer früheren Steinerkennung: das Blatt neu fotografieren, um ein neues Profil zu erstellen.',
      superseded: 'Ein neueres Bild hat dieses ersetzt.',
      disposed: 'Die Steinerkennung wurde geschlossen. Seite neu laden.',
      worker_failed: 'Die Steinerkennung arbeitet nicht mehr. Seite neu laden.',
      no_profile: 'Kein Steinsatz ist in Gebrauch, in den gelernt werden könnte.',
      box_outside_frame: 'Ein korrigierter Stein liegt außerhalb des Fotos.',
    },
  },
  calibration: {
    title: 'Dein Steinsatz',
    intro: 'Steine, die anders aussehen als die üblichen, werden nach einem Foto deines Satzes besser erkannt: je einen Stein wie unten auslegen, aufrecht, flach von oben, mit Rand drumherum.',
    layout: 'So werden die Steine ausgelegt',
    row: (r, optional) => `Reihe ${r}${optional ? ' (optional)' : ''}`,
    choosePhoto: 'Foto der ausgelegten Steine',
    photoHint: 'Ein Foto wählen oder einfügen.',
    reading: 'Die Steine werden gelesen…',
    rowFound: (r, tiles) => `Reihe ${r}: alle ${tiles} Steine gefunden`,
    rowAbsent: (r) => `Reihe ${r}: nicht auf dem Foto (optional)`,
    refused: (row, reason) => (row === null ? reason : `Reihe ${row}: ${reason}`),
    name: 'Name dieses Steinsatzes',
    save: 'Speichern',
    saved: (name) => `„${name}“ gespeichert und in Gebrauch.`,
    detectorCheck: (withProfile, without, kept) => `Steine in neuen Szenen der Steine des Blatts gefunden (F1): ${withProfile} % mit dem angepassten Detektor, ${without} % ohne${kept ? '' : ' (daher nicht übernommen)'}.`,
    selfCheck: (withProfile, without) => `Geprüft an neuen Ansichten der Steine des Blatts: ${withProfile} % mit diesem Profil richtig gelesen, ${without} % ohne.`,
    readsWorse: 'Dieses Profil liest Ihre Steine schlechter als keines. Das Blatt noch einmal fotografieren (flach, gleichmäßig beleuchtet, jeder Stein scharf) oder trotzdem speichern.',
    saveAnyway: 'Trotzdem speichern',
    saveFailed: (reason) => `Nicht gespeichert: ${reason}`,
    savedSets: 'Gespeicherte Steinsätze',
    noneSaved: 'Noch kein Steinsatz gespeichert.',
    use: 'Verwenden',
    inUse: 'In Gebrauch',
    delete: 'Löschen',
    confirmDelete: 'Zum Löschen erneut tippen',
    damaged: (reason) => `Beschädigt: ${reason}`,
    standard: 'Standardsteine (kein Profil)',
    active: (name) => (name === null ? 'Erkennung mit: Standardsteinen.' : `Erkennung mit: „${name}“.`),
    storageUnavailable: 'Dieser Browser speichert keine Steinsätze (Speicher ist aus).',
    rowNamed: (r) => `Reihe ${r} (${['Zeichen', 'Kreise', 'Bambus', 'Ehrensteine', 'rote Fünfen und eine Rückseite'][r - 1] ?? ''})`,
    startCamera: 'Die Steine mit der Kamera erfassen',
    stopCamera: 'Kamera ausschalten',
    cameraView: 'Kamerabild deiner Steine',
    liveLayout: 'Von der Kamera gefundene Steine',
    found: 'gefunden',
    missing: 'fehlt',
    liveRow: (row, found, expected) => `${row}: ${found} von ${expected} gefunden`,
    liveRowAbsent: (row) => `${row}: nicht im Bild (optional)`,
    liveRowNotLevel: (row) => `${row}: nicht gerade, die Kamera senkrecht darüber halten`,
    liveExtraRows: (rows) => `${rows} ${plural('de', rows, { one: 'Reihe', other: 'Reihen' })} mehr im Bild, als die Auslage hat`,
    liveWhole: 'Alle Reihen vollständig gelesen: dieses Bild verwenden.',
    liveWaiting: 'Die Steine werden gesucht…',
    useFrame: 'Dieses Bild verwenden',
    retake: (r) => `Reihe ${r} neu aufnehmen (ein Foto nur dieser Reihe)`,
    rowRetaken: (r, tiles) => `Reihe ${r}: alle ${tiles} Steine auf ihrem eigenen Foto gefunden`,
    tableTitle: (game) => `Steinsatz für diesen Tisch („${game}“)`,
    tableChoice: (name) => (name === null ? 'Keiner gewählt: der des Browsers gilt.' : `Dieser Tisch erkennt mit „${name}“.`),
    fitLabel: 'Die Erkennung an diese Steine anpassen (etwa 2 Minuten; liest ungewöhnliche Sätze am besten)',
    fitting: (percent) => `Die Erkennung wird an Ihre Steine angepasst: ${percent} %`,
    fitProgress: 'Fortschritt der Anpassung',
    cancel: 'Abbrechen',
    cancelled: 'Abgebrochen: nichts wurde gespeichert.',
    useAtTable: 'An diesem Tisch verwenden',
    atTable: 'An diesem Tisch',
    followBrowser: 'An diesem Tisch den Steinsatz des Browsers verwenden',
  },
  gameActions: {
    actions: 'Hand eintragen',
    open: { win: 'Gewinn …', draw: 'Remis …', nagashi: 'Nagashi Mangan …', abortive: 'Abbruch …', chombo: 'Chombo …', adjust: 'Korrektur …' },
    titles: { win: 'Gewinn', draw: 'Remis (Mauer aufgebraucht)', nagashi: 'Nagashi Mangan', abortive: 'Abgebrochene Hand', chombo: 'Chombo', adjust: 'Korrektur' },
    correctTitle: (title) => `Korrigieren: ${title}`,
    player: (name, wind, dealer) => `${name} (${wind}${dealer ? ', Geber' : ''})`,
    choosePlayer: 'Spieler wählen',
    winBy: 'Gewonnen durch',
    ron: 'Ron (Abwurf)',
    tsumo: 'Tsumo (selbst gezogen)',
    winner: 'Gewinner',
    winners: 'Gewinner',
    discarder: 'Abwerfer',
    handOf: (player) => `Hand von ${player}`,
    worth: 'Wert',
    hanAndFu: 'Han und Fu',
    yakuman: 'Yakuman',
    han: 'Han',
    fu: 'Fu',
    multiple: 'Yakuman-Vielfaches',
    liable: 'Haftender Spieler (Pao)',
    noLiable: 'Keiner',
    onRiichiDiscard: 'Gewonnen auf den Riichi-Abwurf',
    tenpai: 'Tenpai',
    tenpaiHint: 'Nicht angekreuzte Spieler sind Noten.',
    nagashiPlayer: 'Spieler mit Nagashi Mangan',
    abortiveReason: 'Grund',
    chooseReason: 'Grund wählen',
    abortiveReasons: {
      'four-winds': 'Vier gleiche Winde abgeworfen',
      'four-riichi': 'Vier Riichi angesagt',
      'four-kans': 'Vier Kongs mehrerer Spieler',
      'nine-terminals': 'Neun verschiedene Terminals und Honors',
    },
    chomboPlayer: 'Spieler mit dem Chombo',
    deltas: 'Punkte je Spieler',
    reason: 'Grund',
    sum: (sum) => (sum === null ? 'Summe: noch keine Zahl' : `Summe: ${sum}`),
    record: 'Eintragen',
    cancel: 'Abbrechen',
    problem: (p, who, signed) => {
      switch (p.code) {
        case 'no_winner':
          return 'Den Gewinner wählen.';
        case 'too_many_winners':
          return p.max === 1 ? 'Hier kann nur ein Spieler gewinnen.' : `Höchstens ${p.max} Spieler können auf einen Abwurf gewinnen.`;
        case 'no_discarder':
          return 'Den Abwerfer wählen.';
        case 'discarder_is_winner':
          return 'Der Abwerfer kann nicht gewinnen.';
        case 'han_out_of_range':
          return `${who(p.seat)}: Han muss eine ganze Zahl von 1 bis ${p.max} sein.`;
        case 'fu_out_of_range':
          return `${who(p.seat)}: die Fu wählen (20, 25 oder 30 bis ${p.max} in Zehnern).`;
        case 'fu_not_for_han':
          return `${who(p.seat)}: eine Hand mit ${p.fu} Fu hat mindestens 2 Han, nicht ${p.han}.`;
        case 'fu_not_for_ron':
          return `${who(p.seat)}: eine Hand, die auf einen Abwurf gewinnt, hat mindestens 30 Fu (${p.fu} Fu hat nur ein selbst gezogenes Pinfu).`;
        case 'yakuman_out_of_range':
          return `${who(p.seat)}: das Yakuman-Vielfache muss eine ganze Zahl von 1 bis ${p.max} sein.`;
        case 'no_player':
          return 'Den Spieler wählen.';
        case 'no_reason':
          return 'Den Grund wählen.';
        case 'adjust_not_whole':
          return `${who(p.seat)}: ganze Punkte eingeben, z. B. -1000.`;
        case 'adjust_out_of_range':
          return `${who(p.seat)}: höchstens ${p.max.toLocaleString('de')} Punkte in jede Richtung.`;
        case 'adjust_not_zero':
          return `Die Punkte ergeben ${signed(p.sum)}: die Summe muss null sein.`;
        case 'adjust_all_zero':
          return 'Die zu verschiebenden Punkte eingeben: alle sind null.';
        case 'empty_reason':
          return 'Einen Grund für die Korrektur angeben.';
      }
    },
    ruleRefusal: {
      not_started: 'Das Spiel hat noch nicht begonnen.',
      already_started: 'Das Spiel hat schon begonnen.',
      game_over: 'Das Spiel ist beendet: es kann nichts mehr eingetragen werden.',
      unknown_preset: 'Die Regeln dieses Spiels sind unbekannt.',
      bad_players: 'Die Spieler passen nicht zu diesen Regeln.',
      bad_starting_points: 'Die Startpunkte müssen ein positives Vielfaches von 100 sein.',
      bad_uma: 'Die Uma braucht einen Wert je Platz, vom ersten zum letzten, jeweils ein Vielfaches von 100, keiner größer als der davor, zusammen null.',
      bad_seat: 'Dieser Spieler sitzt nicht an diesem Tisch.',
      already_riichi: 'Dieser Spieler hat in dieser Hand schon Riichi angesagt.',
      riichi_without_points: 'Dieser Spieler hat weniger als 1.000 Punkte und kann kein Riichi ansagen.',
      no_winner: 'Ein Gewinn braucht einen Gewinner.',
      duplicate_winner: 'Ein Spieler kann auf einen Abwurf nur einmal gewinnen.',
      winner_is_discarder: 'Der Abwerfer kann nicht auf den eigenen Abwurf gewinnen.',
      bad_liable: 'Der haftende Spieler muss ein anderer als der Gewinner sein.',
      multiple_ron_not_allowed: 'Nach diesen Regeln gewinnt auf einen Abwurf nur einer: der erste nach dem Abwerfer.',
      bad_hand_worth: 'Das ist kein möglicher Wert einer Hand.',
      riichi_discard_without_riichi: 'Der Abwerfer hat in dieser Hand kein Riichi angesagt.',
      riichi_not_tenpai: 'Wer Riichi angesagt hat, muss beim Remis Tenpai sein.',
      duplicate_tenpai: 'Ein Spieler ist doppelt als Tenpai gezählt.',
      no_abortive_draws: 'Diese Regeln kennen diesen Abbruch nicht.',
      not_four_riichi: 'Dafür müssen in dieser Hand vier Spieler Riichi angesagt haben.',
      no_nagashi_mangan: 'Diese Regeln kennen kein Nagashi Mangan.',
      bad_adjustment: 'Eine Korrektur braucht ganze Punkte je Spieler mit der Summe null und einen Grund.',
      no_such_event: 'Dieser Eintrag steht nicht im Spielprotokoll.',
    },
  },
  referee: DE_REFEREE,
  overlay: {
    title: 'Stream-Overlay',
    linkLabel: 'Overlay-Link (nur lesen)',
    howTo: 'In OBS eine Browserquelle mit diesem Link hinzufügen, 1920 × 1080. Sie folgt diesem Spiel live und liest nur: Sie kann nichts ändern.',
    relayLive: 'Sendet an das Relais.',
    relayOffline: 'Relais nicht erreicht: Overlays in diesem Browser werden weiter aktualisiert.',
    waiting: 'Warte auf die Wertungsseite…',
    noGame: 'Kein Spiel angegeben: den Overlay-Link von der Wertungsseite öffnen.',
    lastHand: 'Letzte Hand',
    riichi: 'Riichi',
    ended: 'Spiel beendet',
    overlayQr: 'QR-Code des schreibgeschützten Overlay-Links',
    publisherReveal: 'Weiteres Gerät koppeln, das in dieses Overlay wertet (geheimer Link)',
    publisherWarning: 'Geheim: Wer diesen Link hat, kann ändern, was das Overlay zeigt. Nur an Geräte geben, mit denen gewertet wird, und nie im Stream zeigen.',
    publisherLinkLabel: 'Sende-Link (geheim)',
    publisherQr: 'QR-Code des geheimen Sende-Links',
    publisherHowTo: 'Auf dem anderen Gerät öffnen (ein Handy scannt den Code): Es sendet dann sein offenes Spiel an dieses Overlay, und der Overlay-Link in OBS bleibt gleich.',
    loopbackHint: 'Diese Seite wurde über eine Loopback-Adresse (127.0.0.1 oder localhost) geöffnet, die ein anderes Gerät nicht erreicht. Den Server mit RIICHI_LENS_LAN=1 starten und die App über die Netzwerkadresse dieses Computers öffnen.',
    pairedTo: (room) => `Gekoppelt: Dieses Gerät sendet sein offenes Spiel an den Overlay-Raum ${room}.`,
    pairedNoGame: (room) => `Gekoppelt mit dem Overlay-Raum ${room}: ein Spiel beginnen oder fortsetzen, um dorthin zu senden.`,
    pairedNow: (room) => `Gekoppelt mit dem Overlay-Raum ${room}. Dieses Gerät sendet sein offenes Spiel jetzt dorthin.`,
    unpair: 'Entkoppeln',
    unpaired: 'Entkoppelt: Dieses Gerät sendet jedes Spiel an dessen eigenes Overlay.',
    pairingRefused: (problem) => `Dieser Kopplungslink ist nicht verwendbar: ${problem} Es wurde nichts geändert.`,
    pairingProblems: {
      missing_fragment: 'Der Teil nach „#“ fehlt (manche Apps schneiden ihn ab). Den ganzen Link erneut scannen oder kopieren.',
      missing_game: 'Er nennt keinen Overlay-Raum.',
      bad_game: 'Sein Overlay-Raum ist keine gültige Spiel-ID.',
      missing_secret: 'Er enthält kein Geheimnis.',
      bad_secret: 'Sein Geheimnis ist gekürzt oder verändert.',
    },
    relayRefused: (room) => `Das Relais hat das Geheimnis dieses Geräts für den Overlay-Raum ${room} abgelehnt: Dort wird nichts gesendet. Mit einem neuen Link erneut koppeln oder entkoppeln.`,
    relayFull: 'Das Relais ist gerade voll (zu viele Spiele oder Verbindungen aus diesem Netz): neuer Versuch läuft. Overlays in diesem Browser werden weiter aktualisiert.',
    relayBadState: 'Das Relais hat den Overlay-Stand dieses Spiels abgelehnt: Das Overlay kann ihn nicht zeigen und behält den letzten. Die nächste Änderung wird erneut gesendet.',
    stateRefused: (field) => `Der letzte Spielstand wurde abgelehnt (${field}) und wird nicht gezeigt. Bitte die Wertungsseite prüfen.`,
    relayUnusable: 'Die ID dieses Spiels kann nicht über das Relais gehen (ein Spiel, das mit einer ungewöhnlichen ID importiert wurde): Overlays in diesem Browser werden weiter aktualisiert, aber kein anderes Gerät kann damit gekoppelt werden.',
  },
  pwa: {
    label: 'App-Aktualisierung',
    offlineReady: 'Offline bereit: Die App funktioniert jetzt auch ohne Netz.',
    needRefresh: 'Eine neue Version ist bereit.',
    reload: 'Neu laden',
    dismiss: 'Schließen',
  },
  tournament: {
    title: 'Turnier',
    appLink: 'Turnier (Schiedsrichter)',
    createHeading: 'Ein Turnier eröffnen',
    titleLabel: 'Titel',
    presetLabel: 'Regeln',
    playersLabel: 'Spieler, einer pro Zeile',
    playersHint: (n) => `${n} ${plural('de', n, { one: 'Spieler', other: 'Spieler' })}`,
    create: 'Turnier eröffnen',
    creating: 'Wird eröffnet…',
    kept: 'Turniere, die du auf diesem Gerät leitest',
    adminReveal: 'Admin-Link für ein anderes Gerät (geheim)',
    adminLinkLabel: 'Admin-Link (geheim)',
    adminWarning: 'Geheim: Wer diesen Link hat, ist Schiedsrichter dieses Turniers. Er kann Runden und Strafen eintragen und Tische koppeln. Nicht im Stream zeigen und nur an andere Schiedsrichter geben.',
    adminQr: 'QR-Code des geheimen Admin-Links',
    adminHere: 'Du leitest dieses Turnier auf diesem Gerät.',
    readOnly: 'Nur lesen: Öffne den Admin-Link, um dieses Turnier zu leiten.',
    forget: 'Admin-Geheimnis auf diesem Gerät vergessen',
    sessions: 'Runden',
    session: (n) => `Runde ${n}`,
    table: (n) => `Tisch ${n}`,
    noSessions: 'Noch keine Runde.',
    addSession: 'Eine Runde hinzufügen',
    seatingAuto: 'Alle automatisch setzen, mit wenigen Wiederbegegnungen',
    seatingPasted: 'Tische einfügen',
    tablesLabel: 'Tische, einer pro Zeile',
    tablesHint: (seats) => `${seats} Namen pro Zeile, durch Kommas getrennt. Jeder Spieler höchstens einmal.`,
    addSessionSubmit: 'Runde hinzufügen',
    notStarted: 'Nicht begonnen',
    ended: 'Beendet',
    playing: (round) => `Läuft: ${round}`,
    events: (n) => `${n} ${plural('de', n, { one: 'Ereignis', other: 'Ereignisse' })}`,
    pairingReveal: 'Kopplung (geheim)',
    pairingLinkLabel: (table) => `Kopplungslink von ${table} (geheim)`,
    pairingQr: (table) => `QR-Code des geheimen Kopplungslinks von ${table}`,
    pairingHowTo: 'Auf dem Gerät des Tisches öffnen: Es zeichnet dann das Spiel dieses Tisches auf und sendet es hierher.',
    overlayLinkLabel: (table) => `Overlay-Link von ${table}`,
    showGame: 'Spiel und Verlauf',
    loading: 'Wird geladen…',
    noEvents: 'Noch keine Hand eingetragen.',
    standings: 'Tabelle',
    rank: 'Platz',
    player: 'Spieler',
    sessionColumn: (n) => `R${n}`,
    uma: 'Uma',
    penalty: 'Strafen',
    total: 'Gesamt',
    noStandings: 'Noch keine Tabelle.',
    updated: (time) => `Stand ${time}`,
    penalties: 'Strafen',
    noPenalties: 'Keine Strafe vergeben.',
    addPenalty: 'Eine Strafe eintragen',
    penaltyPoints: 'Abgezogene Punkte',
    penaltyReason: 'Grund',
    penaltySubmit: 'Strafe eintragen',
    penaltyRow: (player, points, reason) => `${player}: −${points} (${reason})`,
    resultsCsv: 'Ergebnisse herunterladen (CSV)',
    leaderboardLinkLabel: 'Overlay-Link der Tabelle',
    offline: 'Der Server ist nicht erreichbar. Bitte das Netz prüfen.',
    retry: 'Erneut versuchen',
    wrongSecret: 'Der Server hat das Admin-Geheimnis dieses Geräts abgelehnt. Den Admin-Link erneut öffnen oder das Geheimnis vergessen.',
    notFound: 'Auf diesem Server gibt es kein Turnier mit dieser ID.',
    noApi: 'Dieser Server führt keine Turniere: Diese Seite auf dem Server öffnen, den `npm start` startet.',
    noTournament: 'Kein Turnier angegeben.',
    rateLimited: 'Zu viele Anfragen aus diesem Netz: kurz warten und erneut versuchen.',
    tooLarge: 'Zu viel auf einmal für den Server.',
    badAnswer: 'Der Server hat etwas geantwortet, das diese Seite nicht lesen kann.',
    refused: (message) => `Der Server hat abgelehnt: ${message}`,
    seatingRefused: (table, name, message) => `Tisch ${table}${name === '' ? '' : `, ${name}`}: ${message}`,
    playerRefused: (line, name, message) => `Spieler, Zeile ${line} (${name}): ${message}`,
    leaderboard: 'Tabelle',
    unreachable: 'Server nicht erreicht: Die letzte Tabelle wird gezeigt.',
  },
};
