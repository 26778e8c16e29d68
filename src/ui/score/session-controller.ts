/**
 * Gives a Lit element the scoring session (scoring-session.ts): the element renders again on
 * every change of the session while it is connected, and dispatches its actions through it. The
 * element can be handed another session (`follow`), as the page hands its own to manual entry.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ScoringSession, type ScoringAction, type ScoringState } from './scoring-session';

export class SessionController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  #session: ScoringSession;
  #stop: (() => void) | null = null;

  constructor(host: ReactiveControllerHost, session: ScoringSession = new ScoringSession()) {
    this.#host = host;
    this.#session = session;
    host.addController(this);
  }

  get session(): ScoringSession {
    return this.#session;
  }

  get state(): ScoringState {
    return this.#session.state;
  }

  dispatch(action: ScoringAction): void {
    this.#session.dispatch(action);
  }

  /** Listens to `session` from now on (the host renders it at once). */
  follow(session: ScoringSession): void {
    if (session === this.#session) return;
    const connected = this.#stop !== null;
    this.hostDisconnected();
    this.#session = session;
    if (connected) this.hostConnected();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#stop ??= this.#session.subscribe(() => this.#host.requestUpdate());
  }

  hostDisconnected(): void {
    this.#stop?.();
    this.#stop = null;
  }
}
