/**
 * The admin secrets this browser holds, one per tournament id, in localStorage: the server keeps
 * only their hashes and shows each once, so losing it here loses the admin rights (the admin
 * link, opened again, brings it back). Storage refused (a privacy mode) keeps nothing: the page
 * then works for this visit only.
 */
import { SECRET_PATTERN } from '../../formats/pairing-link';
import { TOURNAMENT_ID_PATTERN } from '../../formats/table-sync';

const PREFIX = 'riichi-lens.tournament-admin.';
/** The titles beside them, so the create page can list the tournaments refereed here. */
const TITLE_PREFIX = 'riichi-lens.tournament-title.';

export interface KeptTournament {
  readonly id: string;
  readonly title: string;
}

export class AdminSecrets {
  constructor(private readonly storage: Storage | undefined) {}

  get(id: string): string | null {
    try {
      const kept = this.storage?.getItem(PREFIX + id) ?? null;
      return kept !== null && SECRET_PATTERN.test(kept) ? kept : null;
    } catch {
      return null;
    }
  }

  set(id: string, secret: string, title?: string): void {
    try {
      this.storage?.setItem(PREFIX + id, secret);
      if (title !== undefined) this.storage?.setItem(TITLE_PREFIX + id, title);
    } catch {
      // Refused or full: the secret holds for this visit only.
    }
  }

  forget(id: string): void {
    try {
      this.storage?.removeItem(PREFIX + id);
      this.storage?.removeItem(TITLE_PREFIX + id);
    } catch {
      // Nothing kept to forget.
    }
  }

  /** Every tournament with a secret kept here, in storage order. */
  list(): KeptTournament[] {
    const out: KeptTournament[] = [];
    try {
      const s = this.storage;
      if (s === undefined) return out;
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key === null || !key.startsWith(PREFIX)) continue;
        const id = key.slice(PREFIX.length);
        if (TOURNAMENT_ID_PATTERN.test(id) && this.get(id) !== null) out.push({ id, title: s.getItem(TITLE_PREFIX + id) ?? id });
      }
    } catch {
      // Unreadable storage: nothing listed.
    }
    return out;
  }
}
