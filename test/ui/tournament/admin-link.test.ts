import { describe, expect, it } from 'vitest';
import { adminLink, readPageAddress, tournamentUrl, withoutSecret } from '../../../src/ui/tournament/admin-link';
import { AdminSecrets } from '../../../src/ui/tournament/admin-secrets';

const SECRET = 'abcDEF123_-'.repeat(4);
const PAGE = 'https://club.example/app/tournament.html?t=old#x';

/** Storage as the browser gives it, in memory. */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

describe('the admin link', () => {
  it('carries the id in the query and the secret only in the fragment', () => {
    const link = adminLink(PAGE, 'cup-2026-abcd', SECRET);
    expect(link).toBe(`https://club.example/app/tournament.html?t=cup-2026-abcd#admin=${SECRET}`);
    expect(new URL(link).search).not.toContain(SECRET);
    expect(tournamentUrl(PAGE, 'cup-2026-abcd')).toBe('https://club.example/app/tournament.html?t=cup-2026-abcd');
  });

  it('reads back what it wrote, and the address without the secret', () => {
    const link = adminLink(PAGE, 'cup-2026-abcd', SECRET);
    expect(readPageAddress(link)).toEqual({ id: 'cup-2026-abcd', secret: SECRET, hadSecret: true });
    expect(withoutSecret(link)).toBe('https://club.example/app/tournament.html?t=cup-2026-abcd');
  });

  it('takes no bad or doubled secret, but still says one was there', () => {
    expect(readPageAddress('https://h/tournament.html?t=cup-2026-abcd#admin=short')).toEqual({ id: 'cup-2026-abcd', secret: null, hadSecret: true });
    expect(readPageAddress(`https://h/tournament.html?t=cup-2026-abcd#admin=${SECRET}&admin=${SECRET}`).secret).toBeNull();
    expect(readPageAddress('https://h/tournament.html?t=no!').id).toBeNull();
    expect(readPageAddress('not a url')).toEqual({ id: null, secret: null, hadSecret: false });
  });

  it('refuses to make a link with something that is no secret', () => {
    expect(() => adminLink(PAGE, 'cup-2026-abcd', 'x y')).toThrow();
  });
});

describe('the admin secrets kept in this browser', () => {
  it('keeps one per tournament, lists them with their titles, and forgets', () => {
    const secrets = new AdminSecrets(new MemoryStorage());
    secrets.set('cup-2026-abcd', SECRET, 'Spring Cup');
    secrets.set('cup-2026-efgh', SECRET.toLowerCase());
    expect(secrets.get('cup-2026-abcd')).toBe(SECRET);
    expect(secrets.list()).toEqual([
      { id: 'cup-2026-abcd', title: 'Spring Cup' },
      { id: 'cup-2026-efgh', title: 'cup-2026-efgh' },
    ]);
    secrets.forget('cup-2026-abcd');
    expect(secrets.get('cup-2026-abcd')).toBeNull();
    expect(secrets.list().map((k) => k.id)).toEqual(['cup-2026-efgh']);
  });

  it('works on without storage', () => {
    const secrets = new AdminSecrets(undefined);
    secrets.set('cup-2026-abcd', SECRET);
    expect(secrets.get('cup-2026-abcd')).toBeNull();
    expect(secrets.list()).toEqual([]);
  });
});
