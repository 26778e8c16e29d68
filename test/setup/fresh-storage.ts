/** Setup file of the browser projects (vitest.config.ts): each test starts with empty page storage. */
import { beforeEach } from 'vitest';

beforeEach(() => localStorage.clear());
