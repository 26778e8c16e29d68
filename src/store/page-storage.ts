/**
 * The page's localStorage, or undefined where the browser refuses it (a privacy mode, a sandboxed
 * frame): what the app remembers there (the situation, the open game) is a convenience, so the
 * app works on without it.
 */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
