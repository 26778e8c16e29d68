/** A GameStore in memory for Node suites: records kept as structured clones and checked on reading, as IndexedDB's are. */
import { checkStoredGame, type GameStore, type StoredGame } from '../../src/store/game-store';

export function memoryGameStore(): GameStore & { readonly records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    saveGame: (game: StoredGame) => Promise.resolve(void records.set(game.id, structuredClone(game))),
    loadGame: (id) => Promise.resolve(records.has(id) ? checkStoredGame(structuredClone(records.get(id))) : { ok: false, code: 'missing' }),
    listGames: () => Promise.reject(new Error('not used here')),
    storedText: (id) => Promise.resolve(records.has(id) ? JSON.stringify(records.get(id)) : null),
    deleteGame: (id) => Promise.resolve(void records.delete(id)),
    close: () => undefined,
  };
}
