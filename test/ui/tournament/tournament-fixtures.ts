/** A tournament view as the contract's schema gives it, for the unit tests of the page's modules. */
import type { TournamentView } from '../../../src/formats/table-sync';

export const VIEW: TournamentView = {
  id: 'cup-2026-abcd',
  title: 'Spring Cup',
  preset: 'ema-2016',
  createdAt: '2026-11-27T08:00:00.000Z',
  players: ['Ann', 'Bo', 'Cy', 'Di'],
  sessions: [
    {
      number: 1,
      tables: [{ number: 1, game: 'game-0001-aaaa', players: ['Ann', 'Bo', 'Cy', 'Di'], events: 3, started: true, ended: false, round: { wind: 1, hand: 2 }, updatedAt: '2026-11-27T08:10:00.000Z' }],
    },
  ],
  standings: [
    { rank: 1, player: 'Ann', games: 1, sessions: [27000], uma: 15000, penalties: 0, total: 27000 },
    { rank: 2, player: 'Bo', games: 1, sessions: [5000], uma: 5000, penalties: 1000, total: 4000 },
    { rank: 3, player: 'Cy', games: 1, sessions: [-9000], uma: -5000, penalties: 0, total: -9000 },
    { rank: 4, player: 'Di', games: 1, sessions: [-23000], uma: -15000, penalties: 0, total: -23000 },
  ],
  penalties: [{ player: 'Bo', points: 1000, reason: 'Slow play', at: '2026-11-27T08:20:00.000Z' }],
};
