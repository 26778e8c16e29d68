/**
 * The relay's rooms in the server's database (the `relay_rooms` table of migrations.ts), so a
 * restart of `npm start` keeps each game's owner (the hash of its secret) and its last state, on
 * the embedded PGlite and on a PostgreSQL server alike. A thin adapter: every decision is the
 * relay's (src/relay/relay-rooms.ts); this only reads and writes rows.
 */
import type { Kysely } from 'kysely';
import type { OverlayState } from '../relay/overlay-shape.ts';
import type { RoomStore, StoredRoom } from '../relay/room-store.ts';
import type { DatabaseSchema } from './database-schema.ts';

export class DatabaseRoomStore implements RoomStore {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async load(game: string): Promise<StoredRoom | null> {
    const row = await this.db.selectFrom('relay_rooms').select(['owner_hash', 'state', 'updated_at']).where('game_id', '=', game).executeTakeFirst();
    return row === undefined ? null : { ownerHash: row.owner_hash, state: row.state, updatedAt: row.updated_at };
  }

  async save(game: string, ownerHash: string, state: OverlayState): Promise<void> {
    const values = { owner_hash: ownerHash, state: JSON.stringify(state), updated_at: this.now() };
    await this.db
      .insertInto('relay_rooms')
      .values({ game_id: game, ...values })
      .onConflict((c) => c.column('game_id').doUpdateSet(values))
      .execute();
  }

  async touch(game: string): Promise<void> {
    await this.db.updateTable('relay_rooms').set({ updated_at: this.now() }).where('game_id', '=', game).execute();
  }

  async delete(game: string): Promise<void> {
    await this.db.deleteFrom('relay_rooms').where('game_id', '=', game).execute();
  }

  async expire(before: Date): Promise<readonly string[]> {
    // A tournament table's room is kept as long as its table: its claim is what stops a stranger
    // from publishing to the table's overlay between two sessions.
    const gone = await this.db
      .deleteFrom('relay_rooms')
      .where('updated_at', '<', before)
      .where('game_id', 'not in', this.db.selectFrom('tournament_tables').select('game_id'))
      .returning('game_id')
      .execute();
    return gone.map((r) => r.game_id);
  }
}
