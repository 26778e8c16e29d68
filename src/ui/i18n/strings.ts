/**
 * Every word the UI shows, per locale: English here, German and Japanese in `strings-de.ts` and
 * `strings-ja.ts` (the `UiStrings` type makes a missing entry a compile error). Sentences that embed numbers are functions, so each language can order its own words;
 * the numbers arrive already formatted (`formatPoints`).
 *
 * Yaku names are not here: `yaku-names.ts` names them by engine id, per locale with their romaji;
 * the core's coded problems are worded in `strings-issues.ts` (the `issues` entry).
 */
import { plural } from './plural';
import type { FuReason, GameErrorCode, MeldType, ScoreErrorCode, Seat, Wait, Wind } from '../../engine/index';
import type { RenderTile } from '../../vision/render/index';
import type { DiscardWarningCode } from '../../vision/discards';
import type { LegalityWarning } from '../../vision/types';
import type { VisionErrorCode } from '../../recognition/worker-api';
import type { CameraErrorCode } from '../capture/camera-errors';
import type { AbortiveReason, FormProblem, GameFormType } from '../game/game-forms';
import type { MeldBuildError } from '../editor/hand-edit';
import type { ClaimKind, DeclaredDeadHand, Difference, Invalidity } from '../../referee/index';
import type { PairingProblem } from '../../relay/pairing-link';
import { DE } from './strings-de';
import { JA } from './strings-ja';
import { numberFormat } from './number-format';
import { type IssueStrings, ISSUE_STRINGS, issueText } from './strings-issues';

export const LOCALES = ['en', 'de', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

/** The situation flags of a score request's context, in the order the form shows them. */
export const FLAGS = [
  'riichi',
  'double_riichi',
  'ippatsu',
  'haitei',
  'houtei',
  'rinshan',
  'chankan',
  'tenhou',
  'chiihou',
  'renhou',
  'nagashi_mangan',
] as const;
export type Flag = (typeof FLAGS)[number];

export interface UiStrings {
  /** BCP 47 tag for number formatting. */
  readonly numberLocale: string;
  readonly appTitle: string;
  readonly appTagline: string;
  /** Label of the language menu. */
  readonly language: string;
  /** The colour scheme menu (src/ui/theme-switch.ts): its label and its three choices. */
  readonly theme: { readonly label: string; readonly auto: string; readonly light: string; readonly dark: string };
  /**
   * The phone's steps (src/ui/app-steps.ts): the tab bar's name, its four tabs (the capture view;
   * manual entry with the score; the game record; calibration and referee mode), and what the
   * total bar says before there is a hand.
   */
  readonly steps: { readonly label: string; readonly read: string; readonly score: string; readonly game: string; readonly more: string; readonly noHand: string };

  readonly sections: { readonly rules: string; readonly hand: string; readonly win: string; readonly situation: string; readonly table: string };
  readonly preset: string;
  readonly concealed: string;
  readonly winTile: string;
  readonly melds: string;
  /** Before there is a hand to score (src/ui/editor/manual-entry.ts): what to do, and the ways to start. */
  readonly start: {
    readonly title: string;
    readonly hint: string;
    readonly enterHand: string;
    readonly trySample: string;
    /** Puts the hand away, back to this empty state. */
    readonly newHand: string;
    /** The hand kept from the last visit could not be read and was dropped. */
    readonly dropped: string;
  };
  readonly addMeld: string;
  readonly meldType: (n: number) => string;
  readonly removeMeld: (n: number) => string;
  readonly meldTypes: Readonly<Record<MeldType, string>>;
  readonly dora: string;
  readonly ura: string;
  readonly winBy: string;
  readonly ron: string;
  readonly tsumo: string;
  readonly seatWind: string;
  readonly roundWind: string;
  readonly winds: Readonly<Record<Wind, string>>;
  readonly dealer: string;
  readonly flags: Readonly<Record<Flag, string>>;
  readonly honba: string;
  readonly riichiSticks: string;
  readonly paoSeat: string;
  readonly discarderSeat: string;
  readonly noSeat: string;

  readonly score: string;
  readonly empty: string;
  readonly reading: string;
  readonly wait: string;
  readonly waits: Readonly<Record<Wait, string>>;
  readonly yaku: string;
  readonly yakuman: string;
  readonly han: (n: number) => string;
  readonly fu: (n: number) => string;
  readonly minipoints: string;
  readonly fuReasons: Readonly<Record<FuReason, string>>;
  readonly level: (level: string) => string;
  readonly payments: string;
  readonly discarderPays: (points: string) => string;
  readonly eachPays: (points: string) => string;
  readonly dealerAndOthersPay: (dealer: string, others: string) => string;
  readonly discarderAndLiablePay: (discarder: string, liable: string) => string;
  readonly liablePays: (points: string) => string;
  readonly beforeCounters: (payments: string) => string;
  readonly riichiSticksBonus: (points: string) => string;
  readonly total: string;

  /** A tile's spoken name: "5 characters", "red 5 circles", "East wind", "Face-down tile". */
  readonly tileName: (tile: RenderTile) => string;
  /** Label of the pictures of the reading's tiles, and of its called melds and concealed kongs. */
  readonly readingTiles: string;
  readonly calledMeld: string;
  readonly concealedKong: string;

  readonly errorTitles: Readonly<Record<ScoreErrorCode, string>> & { readonly unexpected: string };
  /** A readable name for the field a problem is about (`concealed`, `melds[1]`, `dora_indicators[0]`...). */
  readonly field: (field: string) => string;
  /** The core's coded problems (hand, situation, text box) in words: strings-issues.ts. */
  readonly issues: IssueStrings;

  readonly game: GameStrings;
  readonly sync: SyncStrings;

  readonly editor: EditorStrings;
  readonly history: HistoryStrings;
  readonly capture: CaptureStrings;
  readonly gameActions: GameActionStrings;
  readonly calibration: CalibrationStrings;
  readonly referee: RefereeStrings;
  readonly overlay: OverlayStrings;
  readonly pwa: PwaStrings;
  readonly tournament: TournamentStrings;
}

/**
 * Words of referee mode (src/ui/referee/referee-view.ts). Reasons and differences arrive as the core's
 * coded objects (src/referee/); `tiles` names a list of tiles, `yaku` a yaku by its engine id.
 */
export interface RefereeStrings {
  readonly title: string;
  readonly intro: string;
  readonly claimLegend: string;
  readonly claimKinds: Readonly<Record<ClaimKind, string>>;
  readonly points: string;
  readonly han: string;
  readonly fu: string;
  readonly yakuLegend: string;
  readonly yakumanLegend: string;
  readonly discards: string;
  readonly discardsHint: string;
  readonly passedWin: string;
  readonly deadHandLegend: string;
  readonly deadHand: Readonly<Record<DeclaredDeadHand, string>>;
  readonly verdict: string;
  readonly valid: string;
  readonly invalid: string;
  readonly computed: (points: string, han: number, fu: number) => string;
  readonly reasonsTitle: string;
  readonly differencesTitle: string;
  readonly noClaim: string;
  readonly claimMatches: string;
  readonly waits: (tiles: string) => string;
  readonly reason: (i: Invalidity, tiles: (list: readonly string[]) => string) => string;
  readonly difference: (d: Difference, yaku: (id: string) => string, points: (n: number) => string, tiles: (list: readonly string[]) => string) => string;
  readonly exportEvidence: string;
  readonly exportedJson: string;
  readonly exportedBoth: string;
  readonly importEvidence: string;
  readonly importedOk: (at: string, valid: boolean) => string;
  readonly importedBad: (reason: string) => string;
  readonly discardsPhoto: DiscardsPhotoStrings;
}

/**
 * Referee mode's discards read from a photo (src/vision/discards.ts). `position` counts discards
 * from 1 in the order discarded; `tile` is a tile's name; `percent` a whole number.
 */
export interface DiscardsPhotoStrings {
  /** The file input's label. */
  readonly choose: string;
  /** The accessible name of what was read (a live region). */
  readonly status: string;
  readonly hint: string;
  readonly reading: string;
  readonly read: (count: number) => string;
  readonly riichi: (position: number, tile: string) => string;
  readonly checkTitle: string;
  readonly uncertain: (position: number, tile: string, percent: number, alternatives: string) => string;
  /** What a warning of the reading means for the referee; null where there is nothing to say. */
  readonly warning: (code: DiscardWarningCode) => string | null;
  readonly failed: (code: VisionErrorCode) => string;
}

/** The stream overlay page and its pairing panel on the scoring page. */
export interface OverlayStrings {
  readonly title: string;
  readonly linkLabel: string;
  readonly howTo: string;
  readonly relayLive: string;
  readonly relayOffline: string;
  readonly waiting: string;
  readonly noGame: string;
  readonly lastHand: string;
  readonly riichi: string;
  readonly ended: string;
  // Pairing a second publishing device (src/ui/overlay/overlay-pairing.ts), kept together.
  /** Accessible name of the overlay link's QR code: it must not contain `linkLabel`, or a search by label finds both. */
  readonly overlayQr: string;
  /** The reveal (a summary) hiding the publisher link. */
  readonly publisherReveal: string;
  readonly publisherWarning: string;
  readonly publisherLinkLabel: string;
  /** Accessible name of the publisher link's QR code. */
  readonly publisherQr: string;
  readonly publisherHowTo: string;
  /** The links were made on a loopback address another device cannot open. */
  readonly loopbackHint: string;
  /** This device publishes its open game to `room`, the room it is paired to. */
  readonly pairedTo: (room: string) => string;
  /** Paired, but no game is open here yet. */
  readonly pairedNoGame: (room: string) => string;
  /** Just paired by opening a pairing link. */
  readonly pairedNow: (room: string) => string;
  readonly unpair: string;
  readonly unpaired: string;
  /** A pairing link refused: `problem` is one of `pairingProblems`. */
  readonly pairingRefused: (problem: string) => string;
  readonly pairingProblems: Readonly<Record<PairingProblem, string>>;
  /** The relay closed this device for a wrong secret (close code 4001). */
  readonly relayRefused: (room: string) => string;
  /** The relay refused this device for now: too many games or connections, or it fell behind (4002, 4005, 4006); it retries. */
  readonly relayFull: string;
  /** The relay refused the game's state as one the overlay cannot draw (4003); the overlay page says where. */
  readonly relayBadState: string;
  /** On the overlay page: the latest state for its game was refused; the last good one stays drawn. */
  readonly stateRefused: (field: string) => string;
  /** The game's id does not fit the relay (a file imported with an unusual id): no publisher link. */
  readonly relayUnusable: string;
}

/** The installed, offline app's notices (src/ui/shared/update-prompt.ts). */
export interface PwaStrings {
  /** Accessible name of the notice. */
  readonly label: string;
  readonly offlineReady: string;
  readonly needRefresh: string;
  readonly reload: string;
  readonly dismiss: string;
}

/**
 * The referee's tournament page (tournament.html, src/ui/tournament/) and the leaderboard the
 * stream overlay draws for `overlay.html?tournament=ID`. Points are game points, signed.
 */
export interface TournamentStrings {
  /** The page's heading before a tournament is open, and its document title. */
  readonly title: string;
  /** Link to the page from the app's "More" step. */
  readonly appLink: string;
  // Opening a tournament (tournament-create.ts).
  readonly createHeading: string;
  readonly titleLabel: string;
  readonly presetLabel: string;
  readonly playersLabel: string;
  /** Under the players box: `n` names read so far. */
  readonly playersHint: (n: number) => string;
  readonly create: string;
  readonly creating: string;
  /** Opened on this device before: links to each tournament whose admin secret is kept here. */
  readonly kept: string;
  // The admin link (tournament-admin-link.ts).
  readonly adminReveal: string;
  readonly adminLinkLabel: string;
  readonly adminWarning: string;
  readonly adminQr: string;
  readonly adminHere: string;
  readonly readOnly: string;
  readonly forget: string;
  // Sessions and tables (tournament-sessions.ts, session-form.ts).
  readonly sessions: string;
  readonly session: (n: number) => string;
  readonly table: (n: number) => string;
  readonly noSessions: string;
  readonly addSession: string;
  readonly seatingAuto: string;
  readonly seatingPasted: string;
  readonly tablesLabel: string;
  /** Under the tables box: what a line is, for `seats` seats. */
  readonly tablesHint: (seats: number) => string;
  readonly addSessionSubmit: string;
  readonly notStarted: string;
  readonly ended: string;
  readonly playing: (round: string) => string;
  readonly events: (n: number) => string;
  readonly pairingReveal: string;
  readonly pairingLinkLabel: (table: string) => string;
  readonly pairingQr: (table: string) => string;
  readonly pairingHowTo: string;
  readonly overlayLinkLabel: (table: string) => string;
  readonly showGame: string;
  readonly loading: string;
  readonly noEvents: string;
  // Standings and penalties (tournament-standings.ts, penalty-form.ts).
  readonly standings: string;
  readonly rank: string;
  readonly player: string;
  /** A session's column in the standings, short: "S1". */
  readonly sessionColumn: (n: number) => string;
  readonly uma: string;
  readonly penalty: string;
  readonly total: string;
  readonly noStandings: string;
  readonly updated: (time: string) => string;
  readonly penalties: string;
  readonly noPenalties: string;
  readonly addPenalty: string;
  readonly penaltyPoints: string;
  readonly penaltyReason: string;
  readonly penaltySubmit: string;
  readonly penaltyRow: (player: string, points: string, reason: string) => string;
  readonly resultsCsv: string;
  readonly leaderboardLinkLabel: string;
  // Refusals and failures, each said plainly (problem-text.ts).
  readonly offline: string;
  readonly retry: string;
  readonly wrongSecret: string;
  readonly notFound: string;
  /** A 404 without the API's own answer: the page is served by something with no tournament routes (the dev server). */
  readonly noApi: string;
  readonly noTournament: string;
  readonly rateLimited: string;
  readonly tooLarge: string;
  readonly badAnswer: string;
  /** The server refused with a reason of its own (its sentence, in English). */
  readonly refused: (message: string) => string;
  /** A seating refused: the table (1-based) and the name at fault, when the server named them. */
  readonly seatingRefused: (table: number, name: string, message: string) => string;
  /** A player list refused at one name: its line (1-based) and the name. */
  readonly playerRefused: (line: number, name: string, message: string) => string;
  // The leaderboard on the stream overlay (src/ui/overlay/tournament-leaderboard.ts).
  readonly leaderboard: string;
  readonly unreachable: string;
}

/** Words of the tile-set calibration (src/ui/calibration/calibration-view.ts). */
export interface CalibrationStrings {
  readonly title: string;
  readonly intro: string;
  /** Accessible name of the drawn sheet layout. */
  readonly layout: string;
  /** Row r (1-based) of the sheet; `optional` for the fifth. */
  readonly row: (r: number, optional: boolean) => string;
  readonly choosePhoto: string;
  readonly photoHint: string;
  readonly reading: string;
  /** A row read whole: its tiles found. */
  readonly rowFound: (r: number, tiles: number) => string;
  /** The optional fifth row, not on the photo. */
  readonly rowAbsent: (r: number) => string;
  /** The sheet refused: the row at fault (or none) and the reason. */
  readonly refused: (row: number | null, reason: string) => string;
  readonly name: string;
  readonly save: string;
  readonly saved: (name: string) => string;
  /** The new profile's self-check (percentages 0-100): the sheet's tiles in looks it was not built from, read with it and without. */
  readonly selfCheck: (withProfile: number, without: number) => string;
  /** The fitted detector's self-check (tile F1 as percentages 0-100) on new scenes of the sheet's tiles, and whether its layers were kept. */
  readonly detectorCheck: (withProfile: number, without: number, kept: boolean) => string;
  /** Said, and the first Save only arms the second, when the profile reads those looks worse than none. */
  readonly readsWorse: string;
  readonly saveAnyway: string;
  readonly saveFailed: (reason: string) => string;
  readonly savedSets: string;
  readonly noneSaved: string;
  readonly use: string;
  readonly inUse: string;
  readonly delete: string;
  readonly confirmDelete: string;
  /** A stored profile that cannot be used. */
  readonly damaged: (reason: string) => string;
  readonly standard: string;
  /** Which profile the recogniser reads with. */
  readonly active: (name: string | null) => string;
  readonly storageUnavailable: string;
  /** What row r (1-based) of the sheet holds, for live feedback ("Row 2 (circles)"). */
  readonly rowNamed: (r: number) => string;
  readonly startCamera: string;
  readonly stopCamera: string;
  /** Accessible name of the camera picture of the sheet. */
  readonly cameraView: string;
  /** Accessible name of the sheet drawn with what the camera found. */
  readonly liveLayout: string;
  readonly found: string;
  readonly missing: string;
  /** A row in the camera's view: `row` is `rowNamed`'s text. */
  readonly liveRow: (row: string, found: number, expected: number) => string;
  readonly liveRowAbsent: (row: string) => string;
  readonly liveRowNotLevel: (row: string) => string;
  readonly liveExtraRows: (rows: number) => string;
  readonly liveWhole: string;
  readonly liveWaiting: string;
  readonly useFrame: string;
  /** Label of the file input retaking row r alone. */
  readonly retake: (r: number) => string;
  /** A row whose tiles came from its own photo. */
  readonly rowRetaken: (r: number, tiles: number) => string;
  /** Heading of the table's choice, with the open game's title. */
  readonly tableTitle: (game: string) => string;
  /** The table's chosen set, `null` when it follows the browser-wide one. */
  readonly tableChoice: (name: string | null) => string;
  readonly useAtTable: string;
  /** The checkbox choosing a fitted profile (minutes) over prototypes alone (seconds). */
  readonly fitLabel: string;
  /** While fitting, in whole tens of percent. */
  readonly fitting: (percent: number) => string;
  /** Accessible name of the fitting's progress bar. */
  readonly fitProgress: string;
  readonly cancel: string;
  readonly cancelled: string;
  readonly atTable: string;
  readonly followBrowser: string;
}

/** Words of the game record: setting up a game, the table, the saved games, recording a scored hand. */
/**
 * Words of a tournament table's sync with the server (src/sync/, shown by src/ui/game/sync-status.ts
 * and the game view): what the server holds, what waits to be sent, a divergence and its resolution.
 */
export interface SyncStrings {
  readonly label: string;
  /** A table's game title: tournament, session, table. */
  readonly tableTitle: (tournament: string, session: number, table: number) => string;
  /** The title of the device's own version, kept when the server's game is taken. */
  readonly keptTitle: (title: string) => string;
  readonly asking: string;
  readonly askAgain: string;
  readonly tableFound: (title: string) => string;
  readonly tablePlayers: (names: string) => string;
  readonly wrongPlayers: (names: string, preset: string) => string;
  readonly notThisTable: string;
  readonly synced: (events: number) => string;
  readonly sending: (waiting: number) => string;
  readonly offline: (waiting: number, seconds: number) => string;
  readonly serverDown: (waiting: number, seconds: number) => string;
  readonly busy: (waiting: number, seconds: number) => string;
  readonly retryNow: string;
  readonly diverged: { readonly undone: string; readonly changed: string; readonly server: string };
  readonly divergedHelp: string;
  readonly takeServer: string;
  readonly taking: string;
  readonly taken: (kept: string | null) => string;
  readonly takeFailed: (reason: string) => string;
  readonly takeOffline: string;
  readonly stopped: (reason: string) => string;
  readonly stopReasons: { readonly wrong_secret: string; readonly not_found: string; readonly wrong_table: string; readonly refused_event: (message: string) => string; readonly bad_answer: string };
  readonly unreadable: string;
  /** Asked before an undo or a correction of an event the server already holds. */
  readonly heldByServer: { readonly undo: string; readonly edit: string };
  readonly undoAnyway: string;
  readonly editAnyway: string;
  readonly keepIt: string;
}

export interface GameStrings {
  readonly title: string;
  readonly newGame: string;
  readonly gameTitle: string;
  readonly gameTitlePlaceholder: string;
  /** Label of player n's name (1-based), with the seat the player starts in. */
  readonly playerName: (n: number, wind: string) => string;
  readonly startingPoints: string;
  readonly uma: string;
  readonly startGame: string;
  readonly savedGames: string;
  readonly noSavedGames: string;
  /** A saved game's line: its date and events recorded, already formatted. */
  readonly savedGame: (date: string, events: number) => string;
  readonly keep: string;
  readonly resume: string;
  /** A game that cannot be read back: its record downloaded exactly as stored. */
  readonly saveStored: string;
  readonly deleteGame: string;
  readonly confirmDelete: (title: string) => string;
  readonly damaged: (reason: string) => string;
  readonly importGame: string;
  readonly importRefused: (reason: string) => string;
  readonly imported: (title: string) => string;
  /** A version 1 file carries no hash: imported, but an edit after its export cannot be told. */
  readonly importedUnchecked: (title: string) => string;
  /** The file is a game already kept (`identical`: event for event); the choice that follows. */
  readonly importSame: (title: string, identical: boolean) => string;
  readonly importReplace: string;
  readonly importKeepBoth: string;
  readonly importCancel: string;
  readonly storeUnavailable: (reason: string) => string;
  /** Name of the table's region: the seats, round, counters and sticks. */
  readonly atTable: string;
  /** "East 2": the prevalent wind's name and the hand number within it. */
  readonly round: (wind: string, hand: number) => string;
  readonly counters: (n: number) => string;
  readonly sticks: (n: number) => string;
  readonly dealer: string;
  readonly riichi: string;
  /** Button that declares riichi for a player. */
  readonly declareRiichi: (name: string) => string;
  readonly inRiichi: string;
  /** Points at the table, already formatted. */
  readonly points: (points: string) => string;
  readonly undo: string;
  readonly redo: string;
  readonly closeGame: string;
  readonly exportJson: string;
  readonly exportHands: string;
  readonly exportResults: string;
  readonly ended: string;
  readonly standings: string;
  readonly provisional: string;
  readonly standingColumns: { readonly rank: string; readonly player: string; readonly points: string; readonly uma: string; readonly leftover: string; readonly penalty: string; readonly score: string };
  readonly zeroSum: string;
  readonly notZeroSum: (off: string) => string;
  readonly saving: string;
  /** Said (aria-live) once the store has committed the change. */
  readonly saved: string;
  readonly notSaved: (reason: string) => string;
  /** Later hands dropped because an edit made them invalid. */
  readonly dropped: (n: number) => string;
  readonly recordTitle: string;
  readonly noGame: string;
  readonly gameOver: string;
  readonly invalidHand: string;
  /** The winner as the calculator's seat wind makes them: "Ann (South)". */
  readonly winner: (name: string, wind: string) => string;
  readonly noSuchSeat: (wind: string) => string;
  readonly otherPreset: (preset: string) => string;
  readonly recordedHand: string;
  readonly recordAgain: string;
  readonly recordTsumo: string;
  readonly recordRon: (discarder: string) => string;
  /** The hand was scored without riichi, but the winner declared it at the table (or the reverse). */
  readonly riichiMismatch: (declared: boolean) => string;
}

/** Words of the capture view: the live camera and the photo path. */
export interface CaptureStrings {
  readonly title: string;
  readonly intro: string;
  readonly camera: string;
  readonly startCamera: string;
  readonly stopCamera: string;
  readonly startingCamera: string;
  /** Label of the camera picker. */
  readonly cameraPicker: string;
  /** A camera the browser gives no name (before access is granted): "Camera 2". */
  readonly unnamedCamera: (n: number) => string;
  readonly torch: string;
  /** Accessible name of the live video with its boxes. */
  readonly liveView: string;
  /** Recognised frames per second and latency, both already formatted. */
  readonly stats: (fps: string, ms: string) => string;
  readonly noStats: string;
  /** The active tile-set profile was refused (its name, the reason already in words). */
  readonly profileRefused: (name: string, reason: string) => string;
  /** Confirmed corrections learned into the tile set (with an Undo button beside it). */
  readonly learned: (count: number, name: string) => string;
  readonly learnUndo: string;
  /** Why a hand from the live camera teaches nothing: the stream has moved on since it was read. */
  readonly learnNeedsPhoto: string;
  readonly learnUndone: (name: string) => string;
  readonly learnFailed: (name: string, reason: string) => string;
  readonly learnNotSaved: string;
  readonly useHand: string;
  /** The switch that takes a steady hand without a tap. */
  readonly autoCapture: string;
  /** Label of the setting: how many frames in a row must read the hand before it is taken. */
  readonly autoCaptureFrames: string;
  /** One choice of that setting. */
  readonly autoCaptureFrameCount: (n: number) => string;
  /** While the same hand is read frame after frame, before it is taken. */
  readonly holdStill: (seen: number, needed: number) => string;
  /** The hand in view was taken by auto-capture. */
  readonly autoCaptured: string;
  /** What the latest reading found: tiles in the hand, and how many of them to check. */
  readonly found: (tiles: number, toCheck: number) => string;
  /** Said after `found` when no legal hand fits the tiles as read (`src/vision/legal-draft.ts`): what is wrong, and that the marked tiles need checking. */
  readonly readingTrouble: Readonly<Record<LegalityWarning, string>>;
  readonly nothingFound: string;
  readonly noTilesInPhoto: string;
  readonly loaded: string;
  readonly photo: string;
  readonly choosePhoto: string;
  readonly photoHint: string;
  readonly readingPhoto: string;
  readonly loadingModels: string;
  /** Accessible name of the photo with its boxes: how many tiles are marked. */
  readonly annotatedPhoto: (tiles: number) => string;
  readonly legend: string;
  /** The label of a face-down tile's box. */
  readonly back: string;
  readonly cameraErrors: Readonly<Record<CameraErrorCode, string>>;
  /** A photo or frame the recogniser refused or failed on. */
  readonly visionErrors: Readonly<Record<VisionErrorCode, string>>;
}

/** Words of the game history and the points chart. Names arrive as the players typed them. */
export interface HistoryStrings {
  readonly title: string;
  /** Shown before any hand was played. */
  readonly empty: string;
  /** Prevalent winds, East to North, in full and as one letter for the chart's axis. */
  readonly winds: readonly [string, string, string, string];
  readonly windLetters: readonly [string, string, string, string];
  /** "East 2, 1 counter": the wind in full, the 1-based hand, the counters. */
  readonly round: (wind: string, hand: number, honba: number) => string;
  /** The chart's short form: "E2", "E2 1 counter". */
  readonly roundShort: (windLetter: string, hand: number, honba: number) => string;
  /** A list of names ("Ann, Bob"). */
  readonly list: (names: readonly string[]) => string;
  readonly ron: (winner: string, discarder: string, worth: string) => string;
  readonly tsumo: (winner: string, worth: string) => string;
  /** Exhaustive draw; the tenpai players arrive as a list, or none. */
  readonly draw: (tenpai: string) => string;
  readonly drawAllNoten: string;
  readonly riichi: (player: string) => string;
  readonly chombo: (player: string) => string;
  readonly abortive: (reason: string) => string;
  /** Keyed by the game record's reasons for an abortive draw. */
  readonly abortiveReasons: Readonly<Record<'four-kans' | 'four-winds' | 'nine-terminals' | 'four-riichi', string>>;
  readonly nagashi: (player: string) => string;
  readonly adjust: (reason: string) => string;
  /** Hand worth below the limits: "3 han 30 fu" (han and fu arrive formatted). */
  readonly hanFu: (han: string, fu: string) => string;
  /** Label of the list of point changes of one event. */
  readonly changes: string;
  /** The button that opens a recorded event in its dialog to correct it, and its name with the event's description. */
  readonly correct: string;
  readonly correctLabel: (what: string) => string;
  /** A riichi stick left on the table after the event. */
  readonly sticksLeft: (n: number) => string;
  /** Label of a winner's tiles, and the alt text of the photo of the hand. */
  readonly handOf: (player: string) => string;
  readonly photoOf: (player: string) => string;
  readonly yaku: string;
  readonly dora: string;
  readonly ura: string;
  readonly chart: string;
  /** The chart as words for a screen reader: how many players and steps. */
  readonly chartSummary: (players: number, steps: number) => string;
  readonly legend: string;
  readonly table: string;
  readonly start: string;
  readonly adjustShort: string;
  readonly player: string;
}

/** Words of the dialogs that record what happened in a hand at the table (`<game-actions>`). */
export interface GameActionStrings {
  /** Accessible name of the row of buttons. */
  readonly actions: string;
  /** The buttons that open each dialog (with an ellipsis: they ask before recording). */
  readonly open: Readonly<Record<GameFormType, string>>;
  readonly titles: Readonly<Record<GameFormType, string>>;
  /** Title of a dialog correcting a recorded event, from that dialog's own title. */
  readonly correctTitle: (title: string) => string;
  /** A player as the dialogs name them: name, seat wind and, for the dealer, a dealer mark. */
  readonly player: (name: string, wind: string, dealer: boolean) => string;
  readonly choosePlayer: string;
  readonly winBy: string;
  readonly ron: string;
  readonly tsumo: string;
  readonly winner: string;
  /** Legend of the winners' checkboxes where several may win on one discard. */
  readonly winners: string;
  readonly discarder: string;
  readonly handOf: (player: string) => string;
  readonly worth: string;
  readonly hanAndFu: string;
  readonly yakuman: string;
  readonly han: string;
  readonly fu: string;
  readonly multiple: string;
  readonly liable: string;
  readonly noLiable: string;
  readonly onRiichiDiscard: string;
  readonly tenpai: string;
  readonly tenpaiHint: string;
  readonly nagashiPlayer: string;
  readonly abortiveReason: string;
  readonly chooseReason: string;
  readonly abortiveReasons: Readonly<Record<AbortiveReason, string>>;
  readonly chomboPlayer: string;
  readonly deltas: string;
  readonly reason: string;
  /** The adjustment's running sum, already formatted with its sign; `null` while a field is not a number. */
  readonly sum: (sum: string | null) => string;
  readonly record: string;
  readonly cancel: string;
  /** What the form lacks; `who` names a seat as `player` does, `signed` formats points with their sign. */
  readonly problem: (p: FormProblem, who: (seat: Seat) => string, signed: (n: number) => string) => string;
  /** Why the rules refuse the event, one plain sentence per engine code. */
  readonly ruleRefusal: Readonly<Record<GameErrorCode, string>>;
}

/** The places of the table the hand editor shows. */
export type EditorPlace = 'concealed' | 'win' | 'melds' | 'dora' | 'ura';

/** Words of the hand editor (confirm and correct the tiles, or enter a hand tile by tile). */
export interface EditorStrings {
  readonly title: string;
  readonly places: Readonly<Record<EditorPlace, string>>;
  /** The spoken name of a tile read with low confidence ("5 circles, check"). */
  readonly uncertainTile: (tile: string) => string;
  /** The visible mark of a red five, so it is told by more than its colour. */
  readonly redMark: string;
  /** A tile's spoken name with a note about it ("6 circles, 30%"). */
  readonly withNote: (tile: string, note: string) => string;
  /** How sure recognition was, e.g. "read at 45 %"; the percent arrives formatted. */
  readonly readAt: (percent: string) => string;
  readonly tileCount: (n: number) => string;
  readonly toCheck: (n: number) => string;
  /** How many of the tiles to check would change the score if corrected. */
  readonly changeScore: (n: number) => string;
  /** What an alternative would do to the total: the signed points arrive formatted ("+6,700"). */
  readonly scoreDelta: (points: string) => string;
  readonly sameScore: string;
  readonly chooseWinTile: string;
  readonly addTile: (place: string) => string;
  readonly change: (tile: string) => string;
  readonly alternatives: string;
  readonly allTiles: string;
  readonly keep: string;
  readonly moveLeft: string;
  readonly moveRight: string;
  readonly remove: string;
  readonly makeWinTile: string;
  readonly backToHand: string;
  readonly close: string;
  readonly done: string;
  /** The palette is open to add tiles to this place, one per pick. */
  readonly adding: (place: string) => string;
  readonly meld: (n: number, type: string) => string;
  readonly newMeld: string;
  readonly meldTypeLabel: string;
  readonly calledTile: string;
  readonly calledPosition: (i: number) => string;
  readonly chooseMeldTile: (type: string) => string;
  readonly meldErrors: Readonly<Record<MeldBuildError, string>>;
  readonly text: string;
  readonly textHint: string;
  /** The text box could not be read: where (1-based character) and the parser's words. */
  readonly textError: (at: number, message: string) => string;
  readonly clear: string;
}

const LEVELS: Readonly<Record<string, string>> = {
  mangan: 'Mangan',
  'kiriage mangan': 'Mangan (rounded up)',
  haneman: 'Haneman',
  baiman: 'Baiman',
  sanbaiman: 'Sanbaiman',
  'kazoe yakuman': 'Counted yakuman',
  yakuman: 'Yakuman',
  'nagashi mangan': 'Nagashi mangan',
};
const MULTIPLES = ['', '', 'Double', 'Triple', 'Quadruple', 'Quintuple', 'Sextuple'];

const EN_FIELDS: Readonly<Record<string, string>> = {
  concealed: 'Concealed tiles',
  win_tile: 'Winning tile',
  melds: 'Melds',
  dora_indicators: 'Dora indicators',
  ura_indicators: 'Ura-dora indicators',
  hand: 'Hand',
};

const EN_SUITS: Readonly<Record<string, string>> = { m: 'characters', p: 'circles', s: 'bamboo' };
const EN_HONORS = ['East wind', 'South wind', 'West wind', 'North wind', 'White dragon', 'Green dragon', 'Red dragon'];

function enTileName(tile: RenderTile): string {
  if (tile === 'back') return 'Face-down tile';
  const digit = Number(tile[0]);
  if (tile[1] === 'z') return EN_HONORS[digit - 1]!;
  const suit = EN_SUITS[tile[1]!]!;
  return digit === 0 ? `red 5 ${suit}` : `${digit} ${suit}`;
}

const EN_WAITS_WORDS: Readonly<Record<string, string>> = { ryanmen: 'two-sided', kanchan: 'closed', penchan: 'edge', shanpon: 'double pair', tanki: 'single' };
const EN_DEAD: Readonly<Record<string, string>> = {
  wrong_tile_count: 'the hand has too few or too many tiles',
  invalid_meld: 'a meld is not a valid chow (chi), pung (pon) or kong (kan)',
  exposed_tiles: "tiles were exposed from an opponent's hand or the dead wall",
  no_kong_replacement: 'no replacement tile was taken after a kong (kan)',
};

function enReason(i: Invalidity, tiles: (list: readonly string[]) => string): string {
  switch (i.code) {
    case 'incomplete':
      return 'Incomplete: the tiles are not four sets and a pair, seven pairs or thirteen orphans.';
    case 'no_yaku':
      return 'No yaku: dora and red fives do not count as yaku.';
    case 'two_yaku_required':
      return `Five-counter rule: with ${i.counters} counters on the table (${i.threshold} or more), two yaku are needed; dora do not count.`;
    case 'furiten':
      return `Furiten: the hand waited on ${tiles(i.waits)}, and the player had discarded ${tiles(i.discarded)}. A furiten player may not win on a discard (3.4.5).`;
    case 'temporary_furiten':
      return i.riichi
        ? 'Furiten: after riichi the player let a winning discard pass, and stays furiten until the end of the hand (3.4.5).'
        : 'Temporary furiten: the player let a winning discard pass and has not drawn since (3.4.5).';
    case 'dead_hand':
      return `Dead hand: ${EN_DEAD[i.reason]}. A dead hand cannot win.`;
    case 'invalid_hand':
      // The engine's details (English) are not repeated: the view lists them in the page's language.
      return 'The hand cannot be read:';
    case 'invalid_situation':
      return `The situation cannot be: ${issueText(i.issue, ISSUE_STRINGS.en)}.`;
    case 'bad_discards':
      return 'The discards cannot be read: write them in mpsz, e.g. 19m5z3p.';
  }
}

function enAbsence(d: Extract<Difference, { code: 'yaku_not_held' }>, yaku: (id: string) => string): string {
  const name = yaku(d.yaku);
  const why = d.why;
  switch (why.code) {
    case 'needs_concealed':
      return `${name} was declared, but the hand is open (it needs a concealed hand).`;
    case 'not_in_situation':
      return `${name} was declared, but the situation does not have it.`;
    case 'pinfu_value_pair':
      return `${name} was declared, but the pair is a value pair (a dragon, or the seat or prevalent wind).`;
    case 'pinfu_wait':
      return `${name} was declared, but the wait is ${EN_WAITS_WORDS[why.wait] ?? why.wait}, not two-sided.`;
    case 'pinfu_pung':
      return `${name} was declared, but the hand has a pung (pon) or kong (kan); it needs four chows (chi).`;
    case 'tanyao_terminal_or_honor':
      return `${name} was declared, but the hand has a terminal or an honour tile.`;
    case 'open_tanyao_not_in_preset':
      return `${name} was declared, but under ${why.preset} All Simples counts only on a concealed hand.`;
    case 'unknown_yaku':
      return `${name} is not a yaku.`;
    case 'not_in_hand':
      return `${name} was declared, but the hand does not have it.`;
  }
}

function enDifference(d: Difference, yaku: (id: string) => string, points: (n: number) => string): string {
  switch (d.code) {
    case 'points': {
      const as = d.declaredAs.map((h) => `${h.han} han ${h.fu} fu`).join(' or ');
      return `Declared ${points(d.declared)}, computed ${points(d.computed)} (${d.han} han${d.fu > 0 ? ` ${d.fu} fu` : ''}).${as ? ` ${points(d.declared)} would be ${as}.` : ''}`;
    }
    case 'han':
      return `Declared ${d.declared} han, computed ${d.computed}: ${d.yaku.map((y) => `${yaku(y.id)} ${y.han}`).join(', ')}.`;
    case 'fu':
      return `Declared ${d.declared} minipoints, computed ${d.computed}.`;
    case 'same_value':
      return `Han and minipoints differ, but both are worth ${points(d.points)} (a limit hand).`;
    case 'yaku_not_held':
      return enAbsence(d, yaku);
    case 'yaku_missed':
      return `${yaku(d.yaku)} (${d.han} han) is in the hand but was not declared.`;
  }
}

const EN_REFEREE: RefereeStrings = {
  title: 'Referee mode',
  intro: 'Check a declared win. The hand and the situation are the ones in the score calculator.',
  claimLegend: 'What the player declared',
  claimKinds: { points: 'Points', 'han-fu': 'Han and minipoints', yaku: 'Yaku' },
  points: 'Points declared',
  han: 'Han',
  fu: 'Minipoints (fu)',
  yakuLegend: 'Yaku declared',
  yakumanLegend: 'Yakuman',
  discards: "Winner's discards",
  discardsHint: 'mpsz, e.g. 19m5z3p; empty when not known',
  passedWin: 'Let a winning discard pass (since the last draw, or at any time after riichi)',
  deadHandLegend: 'Dead hand, seen at the table',
  deadHand: { exposed_tiles: "Tiles exposed from an opponent's hand or the dead wall", no_kong_replacement: 'No replacement tile taken after a kong (kan)' },
  verdict: 'Ruling',
  valid: 'The win stands.',
  invalid: 'The win is invalid.',
  computed: (points, han, fu) => `Computed: ${points} (${han} han${fu > 0 ? ` ${fu} fu` : ''}).`,
  reasonsTitle: 'Why the win is invalid',
  differencesTitle: 'Differences from the declaration',
  noClaim: 'Enter the declaration to compare it.',
  claimMatches: 'The declaration matches the hand.',
  waits: (tiles) => `Waits before the win: ${tiles}.`,
  reason: enReason,
  difference: (d, yaku, points) => enDifference(d, yaku, points),
  exportEvidence: 'Export evidence',
  exportedJson: 'Evidence saved as JSON.',
  exportedBoth: 'Evidence saved as JSON, and the annotated photo as PNG.',
  importEvidence: 'Check an evidence file',
  importedOk: (at, valid) => `Evidence file of ${at} read: the ruling (${valid ? 'the win stands' : 'the win is invalid'}) holds.`,
  importedBad: (reason) => `Evidence file refused: ${reason}.`,
  discardsPhoto: {
    status: 'Discards read from the photo',
    choose: 'Photograph discards',
    hint: 'or paste a photo into the discards field. The tiles read fill the field, in the order discarded; check and correct them there.',
    reading: 'Reading the discards photo…',
    read: (count) => `Read ${count} ${plural('en', count, { one: 'discard', other: 'discards' })} from the photo.`,
    riichi: (position, tile) => `Discard ${position} (${tile}) lies sideways: riichi was declared with it.`,
    checkTitle: 'Check these tiles, read with less certainty:',
    uncertain: (position, tile, percent, alternatives) => `discard ${position}: ${tile} (${percent} %)${alternatives ? `, or ${alternatives}` : ''}`,
    warning: (code) =>
      ({
        no_tiles: 'No tiles were found in the photo. Photograph the discards from above, with the whole pond in view.',
        ragged_rows: 'The rows are not laid in sixes: check the order of the discards.',
        too_many_tiles: 'More than 24 tiles were found: other tiles may be in the photo. Check the discards.',
        ambiguous_orientation: 'The pond reads the same upside down: the order assumes the player sat at the bottom of the photo. Check it.',
        several_sideways: 'More than one tile lies sideways: only one declares riichi.',
        face_down: 'A face-down tile was left out.',
        dropped_detection: null,
        low_confidence: null,
      })[code],
    failed: (code) =>
      code === 'not_an_image' || code === 'unsupported_format' || code === 'decode_failed'
        ? 'That file is not a picture. Choose a JPEG, PNG, WebP or GIF photo.'
        : code === 'truncated'
          ? 'The photo file is incomplete or damaged.'
          : code === 'too_small'
            ? 'The photo is too small to read.'
            : code === 'too_large'
              ? 'The photo is too large to read.'
              : `The photo could not be read (${code}). Enter the discards by hand.`,
  },
};

const EN: UiStrings = {
  numberLocale: 'en-US',
  appTitle: 'Riichi Lens',
  appTagline: 'Score a riichi mahjong hand',
  language: 'Language',
  theme: { label: 'Colours', auto: 'Like the system', light: 'Light', dark: 'Dark' },
  steps: { label: 'Steps', read: 'Read', score: 'Check & score', game: 'Game', more: 'More', noHand: 'No hand to score yet' },

  sections: { rules: 'Rules', hand: 'Hand', win: 'Win', situation: 'Situation', table: 'Table' },
  preset: 'Rule preset',
  concealed: 'Concealed tiles',
  winTile: 'Winning tile',
  melds: 'Melds',
  start: {
    title: 'No hand yet',
    hint: 'Take or choose a photo of a winning hand, or enter its tiles here. The score appears as soon as the hand is complete.',
    enterHand: 'Enter a hand',
    trySample: 'Try a sample hand',
    newHand: 'New hand',
    dropped: 'The hand kept from your last visit could not be read, so it was dropped.',
  },
  addMeld: 'Add meld',
  meldType: (n) => `Meld ${n} type`,
  removeMeld: (n) => `Remove meld ${n}`,
  meldTypes: {
    chi: 'Chi (chow)',
    pon: 'Pon (pung)',
    kan: 'Kan (open kong)',
    ankan: 'Ankan (concealed kong)',
    shouminkan: 'Shouminkan (added kong)',
  },
  dora: 'Dora indicators',
  ura: 'Ura-dora indicators',
  winBy: 'Win by',
  ron: 'Ron (discard)',
  tsumo: 'Tsumo (self-draw)',
  seatWind: 'Seat wind',
  roundWind: 'Round wind',
  winds: { '1z': 'East', '2z': 'South', '3z': 'West', '4z': 'North' },
  dealer: 'Dealer',
  flags: {
    riichi: 'Riichi',
    double_riichi: 'Double riichi',
    ippatsu: 'Ippatsu',
    haitei: 'Haitei (last tile drawn)',
    houtei: 'Houtei (last discard)',
    rinshan: 'Rinshan (kong replacement tile)',
    chankan: 'Chankan (robbing a kong)',
    tenhou: 'Tenhou (dealer, first draw)',
    chiihou: 'Chiihou (first draw)',
    renhou: 'Renhou (first go-around discard)',
    nagashi_mangan: 'Nagashi mangan',
  },
  honba: 'Counters (honba)',
  riichiSticks: 'Riichi sticks',
  paoSeat: 'Liable player (pao)',
  discarderSeat: 'Discarder',
  noSeat: 'None',

  score: 'Score',
  empty: 'Enter a hand to see its score.',
  reading: 'Hand',
  wait: 'Wait',
  waits: {
    ryanmen: 'two-sided (ryanmen)',
    kanchan: 'closed (kanchan)',
    penchan: 'edge (penchan)',
    shanpon: 'either pair (shanpon)',
    tanki: 'single tile (tanki)',
    juusanmen: 'thirteen-sided',
  },
  yaku: 'Yaku',
  yakuman: 'yakuman',
  han: (n) => `${n} han`,
  fu: (n) => `${n} fu`,
  minipoints: 'Minipoints',
  fuReasons: {
    base: 'Base',
    concealed_ron: 'Concealed hand, ron',
    seven_pairs: 'Seven pairs',
    open_pinfu: 'Open hand with no minipoints',
    tsumo: 'Self-draw',
    pair_wait: 'Pair wait',
    kanchan: 'Closed wait',
    penchan: 'Edge wait',
    valued_pair: 'Pair of dragons or own/round wind',
    double_valued_pair: 'Pair of own and round wind',
    open_pon: 'Open pung, simples',
    open_terminal_pon: 'Open pung, terminals or honours',
    closed_pon: 'Concealed pung, simples',
    closed_terminal_pon: 'Concealed pung, terminals or honours',
    open_kan: 'Open kong, simples',
    open_terminal_kan: 'Open kong, terminals or honours',
    closed_kan: 'Concealed kong, simples',
    closed_terminal_kan: 'Concealed kong, terminals or honours',
  },
  level: (level) => {
    const multiple = /^(\d+)x yakuman$/.exec(level);
    if (multiple) return `${MULTIPLES[Number(multiple[1])] ?? `${multiple[1]}x`} yakuman`;
    return LEVELS[level] ?? level;
  },
  payments: 'Payments',
  discarderPays: (p) => `Discarder pays ${p}`,
  eachPays: (p) => `Everyone pays ${p} each`,
  dealerAndOthersPay: (d, o) => `Dealer pays ${d}, others ${o} each`,
  discarderAndLiablePay: (d, l) => `Discarder pays ${d}, liable player pays ${l}`,
  liablePays: (p) => `Liable player pays ${p}`,
  beforeCounters: (p) => `Before counters: ${p}`,
  riichiSticksBonus: (p) => `Riichi sticks +${p}`,
  total: 'Total',

  tileName: enTileName,
  readingTiles: 'Hand tiles',
  calledMeld: 'called',
  concealedKong: 'concealed kong',

  errorTitles: {
    invalid_hand: 'These tiles cannot be read as a hand',
    invalid_request: 'This is not a hand to score',
    invalid_context: 'These conditions cannot all apply',
    not_winning: 'Not a complete hand',
    no_yaku: 'No yaku',
    two_yaku_required: 'Two yaku needed',
    unexpected: 'Something went wrong',
  },
  field: (field) => {
    const indexed = /^(\w+)\[(\d+)\]$/.exec(field);
    if (indexed && indexed[1] === 'melds') return `Meld ${Number(indexed[2]) + 1}`;
    if (indexed) return `${EN_FIELDS[indexed[1]!] ?? indexed[1]} (${Number(indexed[2]) + 1})`;
    return EN_FIELDS[field] ?? field;
  },
  issues: ISSUE_STRINGS.en,

  game: {
    title: 'Game record',
    newGame: 'New game',
    gameTitle: 'Name of the game',
    gameTitlePlaceholder: 'e.g. Friday club, table 2',
    playerName: (n, wind) => `Player ${n} (starts ${wind})`,
    startingPoints: 'Starting points',
    uma: 'Uma, first to last place (points)',
    startGame: 'Start the game',
    savedGames: 'Saved games',
    noSavedGames: 'No games saved in this browser yet.',
    savedGame: (date, events) => `${date} · ${events} ${plural('en', events, { one: 'event', other: 'events' })}`,
    keep: 'Keep it',
    resume: 'Open',
    saveStored: 'Download as stored',
    deleteGame: 'Delete',
    confirmDelete: (title) => `Delete the game “${title}” from this browser? Export it first to keep a copy.`,
    damaged: (reason) => `Cannot be read back: ${reason}`,
    importGame: 'Import a game file',
    importRefused: (reason) => `That file was not imported, and nothing was changed: ${reason}`,
    imported: (title) => `Imported “${title}”.`,
    importedUnchecked: (title) => `Imported “${title}”. The file is from an older version of the app and carries no check, so it cannot be told whether it was changed after export.`,
    importSame: (title, identical) => (identical ? `This file is “${title}”, already kept here, event for event.` : `This file is a different version of “${title}”, already kept here.`),
    importReplace: 'Replace the kept game',
    importKeepBoth: 'Keep both',
    importCancel: 'Do not import',
    storeUnavailable: (reason) => `This browser does not let the app keep games (${reason}). Hands cannot be recorded.`,
    atTable: 'At the table',
    round: (wind, hand) => `${wind} ${hand}`,
    counters: (n) => `${n} ${plural('en', n, { one: 'counter', other: 'counters' })}`,
    sticks: (n) => `${n} riichi ${plural('en', n, { one: 'stick', other: 'sticks' })} on the table`,
    dealer: 'Dealer',
    riichi: 'Riichi',
    declareRiichi: (name) => `Riichi: ${name}`,
    inRiichi: 'in riichi',
    points: (p) => `${p} points`,
    undo: 'Undo',
    redo: 'Redo',
    closeGame: 'Close game',
    exportJson: 'Game file (JSON)',
    exportHands: 'Hands (CSV)',
    exportResults: 'Results sheet (CSV)',
    ended: 'The game is over.',
    standings: 'Standings',
    provisional: 'Standings if the game ended now',
    standingColumns: { rank: 'Rank', player: 'Player', points: 'Points', uma: 'Uma', leftover: 'Sticks', penalty: 'Penalty', score: 'Total' },
    zeroSum: 'Totals add up to zero.',
    notZeroSum: (off) => `Totals do not add up to zero (off by ${off}).`,
    saving: 'Saving…',
    saved: 'Saved.',
    notSaved: (reason) => `Not saved, nothing was changed: ${reason}`,
    dropped: (n) => `${n} later ${plural('en', n, { one: 'event no longer applies and was', other: 'events no longer apply and were' })} removed.`,
    recordTitle: 'Record in the game',
    noGame: 'Start or open a game to record this hand in it.',
    gameOver: 'The game is over: nothing more can be recorded.',
    invalidHand: 'Only a valid scored hand can be recorded.',
    winner: (name, wind) => `Winner: ${name} (${wind})`,
    noSuchSeat: (wind) => `No player sits ${wind} in this game: choose the winner's seat wind above.`,
    otherPreset: (preset) => `This game is played under ${preset}: choose that preset above to record the hand.`,
    recordedHand: 'Recorded in the game. Read or enter the next hand; Undo in the game record takes it back.',
    recordAgain: 'Record this hand again',
    recordTsumo: 'Record the tsumo',
    recordRon: (d) => `Ron from ${d}`,
    riichiMismatch: (declared) => (declared ? 'This player declared riichi at the table, but the hand is scored without riichi.' : 'The hand is scored with riichi, but this player has not declared it at the table.'),
  },

  sync: {
    label: 'Tournament sync',
    tableTitle: (tournament, session, table) => `${tournament} · Session ${session} · Table ${table}`,
    keptTitle: (title) => `${title} (kept on this device)`,
    asking: 'Asking the tournament server about this pairing…',
    askAgain: 'The tournament server cannot be reached. The pairing is kept, and the server is asked again as soon as it can be reached.',
    tableFound: (title) => `This device records ${title} and sends each event to the tournament server.`,
    tablePlayers: (names) => `The table’s players: ${names}. Seat them in any order.`,
    wrongPlayers: (names, preset) => `This table is played under ${preset} by exactly ${names}, in any seat order.`,
    notThisTable: 'Start another game instead',
    synced: (n) => `Synced: ${n} ${plural('en', n, { one: 'event', other: 'events' })} on the server.`,
    sending: (n) => `Sending ${n} ${plural('en', n, { one: 'event', other: 'events' })}…`,
    offline: (n, seconds) => `Offline: ${n} ${plural('en', n, { one: 'event waits', other: 'events wait' })} to be sent. Retrying in ${seconds} s.`,
    serverDown: (n, seconds) => `The server did not take the events: ${n} ${plural('en', n, { one: 'event waits', other: 'events wait' })}. Retrying in ${seconds} s.`,
    busy: (n, seconds) => `The server is busy: ${n} ${plural('en', n, { one: 'event waits', other: 'events wait' })}. Retrying in ${seconds} s.`,
    retryNow: 'Retry now',
    diverged: {
      undone: 'An event the server already holds was undone on this device, so this game and the server’s no longer match.',
      changed: 'An event the server already holds was changed on this device, so this game and the server’s no longer match.',
      server: 'The server holds other events for this table than this device, so this game and the server’s no longer match.',
    },
    divergedHelp: 'Nothing more is sent until this is resolved. Taking the server’s game keeps this device’s version as a separate game.',
    takeServer: 'Take the server’s game',
    taking: 'Taking the server’s game…',
    taken: (kept) => (kept === null ? 'This device now has the server’s game.' : `This device now has the server’s game. Its own version is kept as “${kept}”.`),
    takeFailed: (reason) => `The server’s game was not taken, nothing was changed: ${reason}`,
    takeOffline: 'The server cannot be reached right now. Nothing was changed; try again when online.',
    stopped: (reason) => `Sync stopped: ${reason}`,
    stopReasons: {
      wrong_secret: 'the server refused this device’s pairing. Ask the referee for the table’s pairing link again.',
      not_found: 'the server no longer knows this table.',
      wrong_table: 'this game’s preset or players are not the table’s.',
      refused_event: (message) => `the server refused an event (${message}).`,
      bad_answer: 'the server’s answer could not be read.',
    },
    unreadable: 'the game on the server or on this device cannot be read back.',
    heldByServer: {
      undo: 'The tournament server already holds this event. Undoing it here makes this device’s game differ from the server’s, whose standings keep it; to set a result right, ask the referee or enter an adjustment.',
      edit: 'The tournament server already holds this event. Correcting it here makes this device’s game differ from the server’s, whose standings keep it; to set a result right, ask the referee or enter an adjustment.',
    },
    undoAnyway: 'Undo anyway',
    editAnyway: 'Correct anyway',
    keepIt: 'Keep it',
  },

  editor: {
    title: 'Tiles',
    places: { concealed: 'Concealed tiles', win: 'Winning tile', melds: 'Melds', dora: 'Dora indicators', ura: 'Ura-dora indicators' },
    uncertainTile: (tile) => `${tile}, check`,
    redMark: 'R',
    withNote: (tile, note) => `${tile}, ${note}`,
    readAt: (percent) => `read at ${percent}`,
    tileCount: (n) => `${n} of 14 tiles (a kong counts 3)`,
    toCheck: (n) => plural('en', n, { one: '1 tile to check', other: `${n} tiles to check` }),
    changeScore: (n) => (n === 0 ? 'no correction would change the score' : plural('en', n, { one: '1 would change the score', other: `${n} would change the score` })),
    scoreDelta: (points) => `${points} points`,
    sameScore: 'same score',
    chooseWinTile: 'Choose the winning tile',
    addTile: (place) => `Add a tile to ${place}`,
    change: (tile) => `Change ${tile}`,
    alternatives: 'Likely instead',
    allTiles: 'All tiles',
    keep: 'Keep',
    moveLeft: 'Move left',
    moveRight: 'Move right',
    remove: 'Remove',
    makeWinTile: 'Make winning tile',
    backToHand: 'Back into the hand',
    close: 'Close',
    done: 'Done',
    adding: (place) => `Adding to ${place}: pick tiles`,
    meld: (n, type) => `Meld ${n}: ${type}`,
    newMeld: 'New meld',
    meldTypeLabel: 'Type',
    calledTile: 'Called tile (sideways)',
    calledPosition: (i) => `Tile ${i + 1} from the left`,
    chooseMeldTile: (type) => `New ${type}: pick its tile (a chow's lowest)`,
    meldErrors: { no_tile: 'A meld cannot be built from a face-down tile.', no_chow: 'A chow is three numbers in a row: pick its lowest tile, 1 to 7 of a suit.' },
    text: 'Hand as text',
    textHint: 'mpsz, 0 = red five, ? = face down. e.g. 123m456p789s1122z win:2z pon:777z@0 dora:1p (pung/chow/kong also read; @ = called tile from the left, from 0).',
    textError: (at, message) => `Not read at character ${at}: ${message}. The tiles show the last hand that could be read.`,
    clear: 'Clear all tiles',
  },

  history: {
    title: 'Game history',
    empty: 'No hands played yet. Finished hands will show here, newest first.',
    winds: ['East', 'South', 'West', 'North'],
    windLetters: ['E', 'S', 'W', 'N'],
    round: (wind, hand, honba) => `${wind} ${hand}${honba > 0 ? `, ${honba} ${plural('en', honba, { one: 'counter', other: 'counters' })}` : ''}`,
    roundShort: (wind, hand, honba) => `${wind}${hand}${honba > 0 ? ` ${honba} ${plural('en', honba, { one: 'counter', other: 'counters' })}` : ''}`,
    list: (names) => names.join(', '),
    ron: (winner, discarder, worth) => `Ron: ${winner} from ${discarder} · ${worth}`,
    tsumo: (winner, worth) => `Tsumo: ${winner} · ${worth}`,
    draw: (tenpai) => `Exhaustive draw: tenpai ${tenpai}`,
    drawAllNoten: 'Exhaustive draw: all noten',
    riichi: (player) => `Riichi: ${player}`,
    chombo: (player) => `Chombo: ${player}`,
    abortive: (reason) => `Abortive draw: ${reason}`,
    abortiveReasons: { 'four-kans': 'four kongs', 'four-winds': 'four winds', 'nine-terminals': 'nine terminals', 'four-riichi': 'four riichi' },
    nagashi: (player) => `Nagashi mangan: ${player}`,
    adjust: (reason) => `Adjustment: ${reason}`,
    hanFu: (han, fu) => `${han} ${fu}`,
    changes: 'Point changes',
    correct: 'Correct…',
    correctLabel: (what) => `Correct: ${what}`,
    sticksLeft: (n) => plural('en', n, { one: '1 riichi stick on the table', other: `${n} riichi sticks on the table` }),
    handOf: (player) => `${player}’s winning hand`,
    photoOf: (player) => `Photo of ${player}’s winning hand`,
    yaku: 'Yaku',
    dora: 'Dora indicators',
    ura: 'Ura-dora indicators',
    chart: 'Points over the game',
    chartSummary: (players, steps) => `Line chart of ${players} players’ points over ${steps} ${plural('en', steps, { one: 'step', other: 'steps' })}; the numbers are in the table below.`,
    legend: 'Players',
    table: 'Points as a table',
    start: 'Start',
    adjustShort: 'adj.',
    player: 'Player',
  },

  capture: {
    title: 'Read a hand',
    intro: 'Point the camera at the finished hand, or use a photo. Then check the tiles in the editor.',
    camera: 'Camera',
    startCamera: 'Start camera',
    stopCamera: 'Stop camera',
    startingCamera: 'Starting the camera…',
    cameraPicker: 'Camera',
    unnamedCamera: (n) => `Camera ${n}`,
    torch: 'Torch',
    liveView: 'Live camera with the tiles found',
    stats: (fps, ms) => `${fps} frames/s · ${ms} ms`,
    noStats: 'Waiting for the first frame…',
    profileRefused: (name, reason) => `Your tile set “${name}” is not used, so tiles are read as standard ones. ${reason}`,
    learned: (count, name) => `Learned ${count} ${plural('en', count, { one: 'correction', other: 'corrections' })} into tile set “${name}”.`,
    learnUndo: 'Undo',
    learnNeedsPhoto: 'Corrections are learned from photos only: the live camera has moved on since the hand was read. Take a photo to teach your tile set.',
    learnUndone: (name) => `The corrections were taken back out of tile set “${name}”.`,
    learnFailed: (name, reason) => `The corrections could not be learned into tile set “${name}”. ${reason}`,
    learnNotSaved: 'The tile set could not be saved in this browser.',
    useHand: 'Use this hand',
    autoCapture: 'Auto-capture',
    autoCaptureFrames: 'Steady frames',
    autoCaptureFrameCount: (n) => `${n} frames`,
    holdStill: (seen, needed) => `Hold still… ${seen}/${needed}`,
    autoCaptured: 'Captured',
    found: (tiles, toCheck) => `${tiles} ${plural('en', tiles, { one: 'tile', other: 'tiles' })} in the hand, ${toCheck} to check`,
    readingTrouble: {
      no_legal_reading: 'No legal hand fits these tiles as read: check the marked ones.',
      illegal_meld: 'A meld as read cannot be (a chow is a run of one suit, a pung or kong tiles alike): check its marked tiles.',
      too_many_red_fives: 'More red fives than these rules have: check the marked fives.',
    },
    nothingFound: 'No tiles found yet.',
    noTilesInPhoto: 'No tiles found in this photo. Try one closer to the hand, in good light.',
    loaded: 'The hand is in the editor: check the marked tiles.',
    photo: 'Photo',
    choosePhoto: 'Choose a photo',
    photoHint: 'or paste one (Ctrl+V) or drop it here.',
    readingPhoto: 'Reading the photo…',
    loadingModels: 'Loading the tile recogniser…',
    annotatedPhoto: (n) => `The photo with ${n} ${plural('en', n, { one: 'tile', other: 'tiles' })} marked`,
    legend: 'Dashed box and ? = check this tile; ↻ = lying across the others (a called tile); grey = not part of the hand.',
    back: 'back',
    cameraErrors: {
      unsupported: 'This browser cannot open a camera on this page (it needs a secure https:// address). Use a photo instead.',
      denied: 'Camera access was refused. Allow it in the browser’s site settings and start again, or use a photo.',
      missing: 'No camera was found. Connect one and start again, or use a photo.',
      busy: 'The camera is busy: another app or tab may be using it. Close it and start again, or use a photo.',
      ended: 'The camera stopped. Start it again, or use a photo.',
      failed: 'The camera could not be started. Try again, or use a photo.',
    },
    visionErrors: {
      no_model: 'This build has no tile recogniser: enter the hand in the editor.',
      backend_unavailable: 'This browser cannot run the tile recogniser: enter the hand in the editor.',
      model_load_failed: 'The tile recogniser could not be loaded. Reload the page to try again.',
      bad_model: 'The tile recogniser is damaged. Reload the page to try again.',
      not_initialized: 'The tile recogniser is not ready yet. Try again in a moment.',
      bad_frame_size: 'The camera gave an empty picture.',
      bad_frame_data: 'The camera gave a broken picture.',
      frame_too_large: 'The camera picture is too large to read.',
      inference_failed: 'Reading the tiles failed. Try again.',
      not_an_image: 'That file is not a picture. Choose a JPEG, PNG, WebP or GIF photo.',
      unsupported_format: 'That picture format cannot be read. Use a JPEG, PNG, WebP or GIF photo.',
      truncated: 'That picture is incomplete (cut off). Choose the photo again.',
      too_small: 'That picture is too small to show tiles.',
      too_large: 'That picture is too large (over 40 megapixels, 8,192 pixels on a side or 64 MB). Use a smaller photo.',
      decode_failed: 'That picture could not be decoded. Choose another photo.',
      no_tiles: 'No tiles were found on the sheet photo.',
      row_count: 'The sheet photo does not show 4 or 5 rows of tiles.',
      row_length: 'A row of the sheet has a tile missing or something extra.',
      overlapping_rows: 'Two rows of the sheet run into each other: leave a gap between rows.',
      not_a_sheet: 'That photo does not show the calibration sheet (one of each tile, in rows).',
      row_cut: 'A row of the sheet runs off the photo’s edge: leave a margin around the sheet.',
      mixed_sets: 'A row’s tiles look unlike the rest of the sheet: photograph one tile set alone.',
      tile_at_edge: 'A tile lies at the photo’s edge: leave a margin around the sheet.',
      unreadable_frame: 'The sheet photo could not be read.',
      bad_settings: 'The tile-set fitting settings are not valid.',
      not_json: 'That profile is not readable.',
      not_a_profile: 'That is not a tile-set profile.',
      unsupported_version: 'That profile was made by another version of the app.',
      bad_field: 'That profile is damaged.',
      wrong_classifier: 'That profile was made for an earlier tile recogniser: take the sheet photo again to make a new one.',
      superseded: 'A newer picture replaced this one.',
      disposed: 'The tile recogniser was closed. Reload the page.',
      worker_failed: 'The tile recogniser stopped working. Reload the page.',
      no_profile: 'No tile set is in use, so there is nothing to learn into.',
      box_outside_frame: 'A corrected tile lies outside the photo.',
    },
  },
  calibration: {
    title: 'Your tile set',
    intro: 'Tiles that look unlike the usual ones are read better after one photo of your set: lay out one of each tile as below, upright, flat from above, with a margin around it.',
    layout: 'How to lay out the tiles',
    row: (r, optional) => `Row ${r}${optional ? ' (optional)' : ''}`,
    choosePhoto: 'Photo of your tiles laid out',
    photoHint: 'Choose a photo, or paste one.',
    reading: 'Reading the tiles…',
    rowFound: (r, tiles) => `Row ${r}: all ${tiles} tiles found`,
    rowAbsent: (r) => `Row ${r}: not on the photo (optional)`,
    refused: (row, reason) => (row === null ? reason : `Row ${row}: ${reason}`),
    name: 'Name of this tile set',
    save: 'Save',
    saved: (name) => `Saved “${name}”, now in use.`,
    selfCheck: (withProfile, without) => `Checked on new looks of the sheet’s tiles: ${withProfile} % read right with this profile, ${without} % without.`,
    detectorCheck: (withProfile, without, kept) => `Tiles found in new scenes of the sheet’s tiles (F1): ${withProfile} % with the fitted detector, ${without} % without${kept ? '' : ' (so it is not kept)'}.`,
    readsWorse: 'This profile reads your tiles worse than none. Take the sheet photo again (flat, evenly lit, every tile sharp), or save it anyway.',
    saveAnyway: 'Save anyway',
    saveFailed: (reason) => `Not saved: ${reason}`,
    savedSets: 'Saved tile sets',
    noneSaved: 'No tile set saved yet.',
    use: 'Use',
    inUse: 'In use',
    delete: 'Delete',
    confirmDelete: 'Tap again to delete',
    damaged: (reason) => `Damaged: ${reason}`,
    standard: 'Standard tiles (no profile)',
    active: (name) => (name === null ? 'Reading with: standard tiles.' : `Reading with: “${name}”.`),
    storageUnavailable: 'This browser does not keep tile sets (storage is off).',
    rowNamed: (r) => `Row ${r} (${['characters', 'circles', 'bamboo', 'honours', 'red fives and a back'][r - 1] ?? ''})`,
    startCamera: 'Frame the tiles with the camera',
    stopCamera: 'Stop the camera',
    cameraView: 'Camera picture of your tiles',
    liveLayout: 'Tiles found by the camera',
    found: 'found',
    missing: 'missing',
    liveRow: (row, found, expected) => `${row}: ${found} of ${expected} found`,
    liveRowAbsent: (row) => `${row}: not in view (optional)`,
    liveRowNotLevel: (row) => `${row}: not level, hold the camera straight above`,
    liveExtraRows: (rows) => `${rows} more ${plural('en', rows, { one: 'row', other: 'rows' })} in view than the sheet has`,
    liveWhole: 'Every row is read whole: use this frame.',
    liveWaiting: 'Looking for the tiles…',
    useFrame: 'Use this frame',
    retake: (r) => `Retake row ${r} (a photo of that row alone)`,
    rowRetaken: (r, tiles) => `Row ${r}: all ${tiles} tiles found on its own photo`,
    tableTitle: (game) => `Tile set for this table (“${game}”)`,
    tableChoice: (name) => (name === null ? 'None chosen: the browser-wide one is used.' : `This table reads with “${name}”.`),
    fitLabel: 'Fit the recogniser to these tiles (about 2 minutes; reads an unusual set best)',
    fitting: (percent) => `Fitting the recogniser to your tiles: ${percent} %`,
    fitProgress: 'Fitting progress',
    cancel: 'Cancel',
    cancelled: 'Cancelled: nothing was saved.',
    useAtTable: 'Use at this table',
    atTable: 'At this table',
    followBrowser: 'Use the browser-wide set at this table',
  },
  gameActions: {
    actions: 'Record a hand',
    open: { win: 'Win…', draw: 'Exhaustive draw…', nagashi: 'Nagashi mangan…', abortive: 'Abortive draw…', chombo: 'Chombo…', adjust: 'Adjustment…' },
    titles: { win: 'Win', draw: 'Exhaustive draw', nagashi: 'Nagashi mangan', abortive: 'Abortive draw', chombo: 'Chombo', adjust: 'Adjustment' },
    correctTitle: (title) => `Correct: ${title}`,
    player: (name, wind, dealer) => `${name} (${wind}${dealer ? ', dealer' : ''})`,
    choosePlayer: 'Choose a player',
    winBy: 'Win by',
    ron: 'Ron (discard)',
    tsumo: 'Tsumo (self-draw)',
    winner: 'Winner',
    winners: 'Winners',
    discarder: 'Discarder',
    handOf: (player) => `Hand of ${player}`,
    worth: 'Value',
    hanAndFu: 'Han and fu',
    yakuman: 'Yakuman',
    han: 'Han',
    fu: 'Fu',
    multiple: 'Yakuman multiple',
    liable: 'Liable player (pao)',
    noLiable: 'None',
    onRiichiDiscard: 'Won on the riichi-declaring discard',
    tenpai: 'Tenpai',
    tenpaiHint: 'Players not ticked are noten.',
    nagashiPlayer: 'Player with nagashi mangan',
    abortiveReason: 'Reason',
    chooseReason: 'Choose a reason',
    abortiveReasons: {
      'four-winds': 'Four winds discarded',
      'four-riichi': 'Four riichi declared',
      'four-kans': 'Four kongs by several players',
      'nine-terminals': 'Nine different terminals and honours',
    },
    chomboPlayer: 'Player who made the chombo',
    deltas: 'Points per player',
    reason: 'Reason',
    sum: (sum) => (sum === null ? 'Sum: not a number yet' : `Sum: ${sum}`),
    record: 'Record',
    cancel: 'Cancel',
    problem: (p, who, signed) => {
      switch (p.code) {
        case 'no_winner':
          return 'Choose the winner.';
        case 'too_many_winners':
          return p.max === 1 ? 'Only one player can win here.' : `At most ${p.max} players can win on one discard.`;
        case 'no_discarder':
          return 'Choose the discarder.';
        case 'discarder_is_winner':
          return 'The discarder cannot be a winner.';
        case 'han_out_of_range':
          return `${who(p.seat)}: han must be a whole number from 1 to ${p.max}.`;
        case 'fu_out_of_range':
          return `${who(p.seat)}: choose the fu (20, 25, or 30 to ${p.max} in tens).`;
        case 'fu_not_for_han':
          return `${who(p.seat)}: a hand of ${p.fu} fu has at least 2 han, not ${p.han}.`;
        case 'fu_not_for_ron':
          return `${who(p.seat)}: a hand won on a discard has at least 30 fu (${p.fu} fu is a pinfu hand won by self-draw).`;
        case 'yakuman_out_of_range':
          return `${who(p.seat)}: the yakuman multiple must be a whole number from 1 to ${p.max}.`;
        case 'no_player':
          return 'Choose the player.';
        case 'no_reason':
          return 'Choose the reason.';
        case 'adjust_not_whole':
          return `${who(p.seat)}: enter whole points, e.g. -1000.`;
        case 'adjust_out_of_range':
          return `${who(p.seat)}: at most ${p.max.toLocaleString('en')} points either way.`;
        case 'adjust_not_zero':
          return `The points add up to ${signed(p.sum)}: they must add up to zero.`;
        case 'adjust_all_zero':
          return 'Enter the points to move: all are zero.';
        case 'empty_reason':
          return 'Give a reason for the adjustment.';
      }
    },
    ruleRefusal: {
      not_started: 'The game has not started yet.',
      already_started: 'The game has already started.',
      game_over: 'The game is over: nothing more can be recorded.',
      unknown_preset: 'This game’s rules are unknown.',
      bad_players: 'The players do not fit these rules.',
      bad_starting_points: 'The starting points must be a positive multiple of 100.',
      bad_uma: 'The uma needs one figure per place, from first to last, each a multiple of 100 and none above the one before, adding up to zero.',
      bad_seat: 'That player is not at this table.',
      already_riichi: 'That player has already declared riichi in this hand.',
      riichi_without_points: 'That player has less than 1,000 points and cannot declare riichi.',
      no_winner: 'A win needs a winner.',
      duplicate_winner: 'A player can win only once on one discard.',
      winner_is_discarder: 'The discarder cannot win on their own discard.',
      bad_liable: 'The liable player must be someone other than the winner.',
      multiple_ron_not_allowed: 'These rules allow only one winner on a discard: the first after the discarder.',
      bad_hand_worth: 'That value is not a hand’s value.',
      riichi_discard_without_riichi: 'The discarder has not declared riichi in this hand.',
      riichi_not_tenpai: 'A player who declared riichi must be tenpai at the draw.',
      duplicate_tenpai: 'A player is counted tenpai twice.',
      no_abortive_draws: 'These rules have no such abortive draw.',
      not_four_riichi: 'Four players must have declared riichi in this hand.',
      no_nagashi_mangan: 'These rules have no nagashi mangan.',
      bad_adjustment: 'An adjustment needs whole points for each player adding up to zero, and a reason.',
      no_such_event: 'That entry is not in the game record.',
    },
  },
  referee: EN_REFEREE,
  overlay: {
    title: 'Stream overlay',
    linkLabel: 'Overlay link (read-only)',
    howTo: 'In OBS, add a Browser source with this link, 1920 × 1080. It follows this game live and only reads: it cannot change anything.',
    relayLive: 'Publishing to the relay.',
    relayOffline: 'Relay not reached: overlays in this browser still update.',
    waiting: 'Waiting for the scoring page…',
    noGame: 'No game given: open the overlay link shown on the scoring page.',
    lastHand: 'Last hand',
    riichi: 'Riichi',
    ended: 'Game over',
    overlayQr: 'QR code of the read-only overlay link',
    publisherReveal: 'Pair another device to score into this overlay (secret link)',
    publisherWarning: 'Secret: anyone with this link can change what the overlay shows. Give it only to devices you score with, and keep it off the stream.',
    publisherLinkLabel: 'Publishing link (secret)',
    publisherQr: 'QR code of the secret publishing link',
    publisherHowTo: 'Open it on the other device (a phone scans the code): that device then publishes its open game to this overlay, and the overlay link in OBS stays the same.',
    loopbackHint: 'This page was opened at a loopback address (127.0.0.1 or localhost), which another device cannot open. Start the server with RIICHI_LENS_LAN=1 and open the app at this computer’s network address.',
    pairedTo: (room) => `Paired: this device publishes its open game to overlay room ${room}.`,
    pairedNoGame: (room) => `Paired with overlay room ${room}: start or resume a game to publish to it.`,
    pairedNow: (room) => `Paired with overlay room ${room}. This device now publishes its open game there.`,
    unpair: 'Unpair',
    unpaired: 'Unpaired: this device publishes each game to that game’s own overlay.',
    pairingRefused: (problem) => `This pairing link cannot be used: ${problem} Nothing was changed.`,
    pairingProblems: {
      missing_fragment: 'the part after “#” is missing (some apps cut it off). Scan or copy the whole link again.',
      missing_game: 'it names no overlay room.',
      bad_game: 'its overlay room is not a valid game id.',
      missing_secret: 'it carries no secret.',
      bad_secret: 'its secret is cut short or altered.',
    },
    relayRefused: (room) => `The relay refused this device’s secret for overlay room ${room}: nothing is published there. Pair again with a fresh link, or unpair.`,
    relayFull: 'The relay is full for now (too many games or connections from this network): retrying. Overlays in this browser still update.',
    relayBadState: 'The relay refused this game’s overlay state: the overlay cannot draw it, so it keeps the last one. The next change is sent again.',
    stateRefused: (field) => `The latest score update was refused (${field}) and is not shown. Check the scoring page.`,
    relayUnusable: 'This game’s id cannot go through the relay (a game imported with an unusual id): overlays in this browser still update, but no other device can be paired to it.',
  },
  pwa: {
    label: 'App update',
    offlineReady: 'Offline ready: the app now works without a network.',
    needRefresh: 'A new version is ready.',
    reload: 'Reload',
    dismiss: 'Dismiss',
  },
  tournament: {
    title: 'Tournament',
    appLink: 'Tournament (referee)',
    createHeading: 'Open a tournament',
    titleLabel: 'Title',
    presetLabel: 'Rules',
    playersLabel: 'Players, one per line',
    playersHint: (n) => `${n} ${plural('en', n, { one: 'player', other: 'players' })}`,
    create: 'Open the tournament',
    creating: 'Opening…',
    kept: 'Tournaments you referee on this device',
    adminReveal: 'Admin link for another device (secret)',
    adminLinkLabel: 'Admin link (secret)',
    adminWarning: 'Secret: anyone with this link is a referee of this tournament. They can add sessions and penalties and pair tables. Keep it off the stream and share it only with other referees.',
    adminQr: 'QR code of the secret admin link',
    adminHere: 'You referee this tournament on this device.',
    readOnly: 'Read-only: open the admin link to referee this tournament.',
    forget: 'Forget the admin secret on this device',
    sessions: 'Sessions',
    session: (n) => `Session ${n}`,
    table: (n) => `Table ${n}`,
    noSessions: 'No session yet.',
    addSession: 'Add a session',
    seatingAuto: 'Seat everyone automatically, with few repeat meetings',
    seatingPasted: 'Paste the tables',
    tablesLabel: 'Tables, one per line',
    tablesHint: (seats) => `${seats} names per line, separated by commas. Each player at most once.`,
    addSessionSubmit: 'Add the session',
    notStarted: 'Not started',
    ended: 'Ended',
    playing: (round) => `Playing: ${round}`,
    events: (n) => `${n} ${plural('en', n, { one: 'event', other: 'events' })}`,
    pairingReveal: 'Pairing (secret)',
    pairingLinkLabel: (table) => `Pairing link of ${table} (secret)`,
    pairingQr: (table) => `QR code of the secret pairing link of ${table}`,
    pairingHowTo: 'Open it on the table’s device: that device then records this table’s game and sends it here.',
    overlayLinkLabel: (table) => `Overlay link of ${table}`,
    showGame: 'Game and history',
    loading: 'Loading…',
    noEvents: 'No hand recorded yet.',
    standings: 'Standings',
    rank: 'Rank',
    player: 'Player',
    sessionColumn: (n) => `S${n}`,
    uma: 'Uma',
    penalty: 'Penalties',
    total: 'Total',
    noStandings: 'No standings yet.',
    updated: (time) => `Updated ${time}`,
    penalties: 'Penalties',
    noPenalties: 'No penalty given.',
    addPenalty: 'Add a penalty',
    penaltyPoints: 'Points deducted',
    penaltyReason: 'Reason',
    penaltySubmit: 'Add the penalty',
    penaltyRow: (player, points, reason) => `${player}: −${points} (${reason})`,
    resultsCsv: 'Download the results (CSV)',
    leaderboardLinkLabel: 'Leaderboard overlay link',
    offline: 'The server cannot be reached. Check the network.',
    retry: 'Retry',
    wrongSecret: 'The server refused this device’s admin secret. Open the admin link again, or forget the secret.',
    notFound: 'This server has no tournament with this id.',
    noApi: 'This server does not run tournaments: open this page on the server that `npm start` runs.',
    noTournament: 'No tournament given.',
    rateLimited: 'Too many requests from this network: wait a moment and retry.',
    tooLarge: 'Too much at once for the server.',
    badAnswer: 'The server answered with something this page cannot read.',
    refused: (message) => `The server refused: ${message}`,
    seatingRefused: (table, name, message) => `Table ${table}${name === '' ? '' : `, ${name}`}: ${message}`,
    playerRefused: (line, name, message) => `Players, line ${line} (${name}): ${message}`,
    leaderboard: 'Leaderboard',
    unreachable: 'Server not reached: showing the last standings.',
  },
};

export const STRINGS: Readonly<Record<Locale, UiStrings>> = { en: EN, de: DE, ja: JA };

/** Names of the languages, each in itself, for a language menu. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ja: '日本語' };

export const DEFAULT_LOCALE: Locale = 'en';

/** Points with the locale's digit grouping: 8000 -> "8,000". */
export function formatPoints(points: number, strings: UiStrings): string {
  return numberFormat(strings.numberLocale).format(points);
}

/** A recorded time (ISO 8601) as the locale writes a date and time; text that is no time is shown as it is. */
export function formatDate(iso: string, strings: UiStrings): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(strings.numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
