/**
 * Setup file of the browser projects (vitest.config.ts): each test file and each test starts with
 * empty page storage. Test files share one origin, so without the first clear a file importing the
 * app would reopen the game an earlier file left open (the app resumes it from localStorage).
 */
import { beforeEach } from 'vitest';

localStorage.clear();
beforeEach(() => localStorage.clear());
