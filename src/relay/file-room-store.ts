/**
 * A RoomStore in one JSON file, for `npm start` (vite preview), where nothing else keeps the rooms:
 * a restart of the server then keeps each game's owner and latest state, as DESIGN asks. The
 * rooms are held in memory (MemoryRoomStore, with its cap) and the whole file is rewritten after
 * each change: one write at a time, the newest content next, through a temporary file renamed
 * over the old one, so a crash leaves the old file or the new one, never half of one. A change is
 * resolved only once written, so a claim is on disk before anyone hears of it.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { OverlayState } from './overlay-shape.ts';
import { MemoryRoomStore, type StoredRoom } from './room-store.ts';

/** Where `npm start` keeps the rooms unless RIICHI_LENS_RELAY_STORE names a file: Vite's cache folder, ignored by git. */
export const DEFAULT_STORE_FILE = 'node_modules/.cache/riichi-lens/relay-rooms.json';

type FileRoom = { readonly ownerHash: string; readonly state: unknown; readonly updatedAt: string };

/** The rooms of a file as written by `FileRoomStore`; a missing, unreadable or foreign file is no rooms. */
function readRooms(file: string): [string, StoredRoom][] {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
    return Object.entries(data as Record<string, FileRoom>)
      .filter(([, r]) => typeof r?.ownerHash === 'string' && typeof r.updatedAt === 'string' && !Number.isNaN(Date.parse(r.updatedAt)))
      .map(([game, r]) => [game, { ownerHash: r.ownerHash, state: r.state ?? null, updatedAt: new Date(r.updatedAt) }]);
  } catch {
    return [];
  }
}

export class FileRoomStore extends MemoryRoomStore {
  private writing: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly file: string,
    now?: () => Date,
  ) {
    super(now);
    // Oldest first, as the memory store's order expects.
    for (const [game, room] of readRooms(file).sort(([, a], [, b]) => a.updatedAt.getTime() - b.updatedAt.getTime())) this.rooms.set(game, room);
  }

  override async save(game: string, ownerHash: string, state: OverlayState): Promise<void> {
    await super.save(game, ownerHash, state);
    await this.written();
  }

  override async touch(game: string): Promise<void> {
    await super.touch(game);
    await this.written();
  }

  override async delete(game: string): Promise<void> {
    await super.delete(game);
    await this.written();
  }

  override async expire(before: Date): Promise<readonly string[]> {
    const gone = await super.expire(before);
    if (gone.length > 0) await this.written();
    return gone;
  }

  /** Resolves once the file holds at least what memory holds now. */
  private written(): Promise<void> {
    this.dirty = true;
    this.writing ??= this.writeLoop().finally(() => (this.writing = null));
    return this.writing;
  }

  private async writeLoop(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const rooms = Object.fromEntries([...this.rooms].map(([game, r]) => [game, { ...r, updatedAt: r.updatedAt.toISOString() }]));
      const temporary = `${this.file}.${process.pid}.tmp`;
      // The folder is made on the first write, not before: a server that never stores a room leaves no trace.
      await mkdir(dirname(this.file), { recursive: true });
      await writeFile(temporary, JSON.stringify(rooms), { mode: 0o600 });
      await rename(temporary, this.file);
    }
  }
}
