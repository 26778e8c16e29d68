/**
 * Shape check of an event read from storage or an import: the reducer's types assume it, and a
 * stored log may come from an older or foreign writer. A malformed event is refused, not thrown on.
 */
import { HAND_NOTE_THUMBNAIL_MAX, type GameEvent, type HandNote } from './events';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => Number.isInteger(x);
const isIntList = (x: unknown): x is number[] => Array.isArray(x) && x.every(isInt);
const ABORTIVE = ['four-kans', 'four-winds', 'nine-terminals', 'four-riichi'];

function isWorth(x: unknown): boolean {
  if (!isObj(x)) return false;
  return 'yakuman' in x ? isInt(x.yakuman) : isInt(x.han) && isInt(x.fu);
}

function isWin(x: unknown): boolean {
  return isObj(x) && isInt(x.winner) && isWorth(x.worth) && (x.liable === undefined || isInt(x.liable));
}

export function isGameEvent(x: unknown): x is GameEvent {
  if (!isObj(x) || x.v !== 1) return false;
  switch (x.type) {
    case 'start':
      return Array.isArray(x.players) && x.players.every((p) => typeof p === 'string') && typeof x.preset === 'string' && (x.startingPoints === undefined || isInt(x.startingPoints)) && (x.uma === undefined || isIntList(x.uma));
    case 'riichi':
    case 'chombo':
      return isInt(x.seat);
    case 'ron':
      return isInt(x.discarder) && Array.isArray(x.wins) && x.wins.every(isWin) && (x.onRiichiDiscard === undefined || typeof x.onRiichiDiscard === 'boolean');
    case 'tsumo':
      return isWin(x.win);
    case 'draw':
      return isIntList(x.tenpai);
    case 'nagashi':
      return isInt(x.seat) && isIntList(x.tenpai);
    case 'abortive':
      return ABORTIVE.includes(x.reason as string);
    case 'adjust':
      return isIntList(x.deltas) && typeof x.reason === 'string';
    default:
      return false;
  }
}

/** Only a JPEG or PNG data URL: a tampered file must not make the history load something from elsewhere. */
const isThumbnail = (x: unknown): boolean => typeof x === 'string' && x.length <= HAND_NOTE_THUMBNAIL_MAX && /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/.test(x);
const isOptText = (x: unknown): boolean => x === undefined || typeof x === 'string';

export function isHandNote(x: unknown): x is HandNote {
  return (
    isObj(x) &&
    isInt(x.winner) &&
    typeof x.tiles === 'string' &&
    Array.isArray(x.yaku) &&
    x.yaku.every((y) => Array.isArray(y) && y.length === 2 && typeof y[0] === 'string' && isInt(y[1])) &&
    isOptText(x.dora) &&
    isOptText(x.ura) &&
    (x.thumbnail === undefined || isThumbnail(x.thumbnail))
  );
}
