import { describe, expect, it } from 'vitest';
import { isRetryable, playersProblemText, problemText, seatingProblemText } from '../../../src/ui/tournament/problem-text';
import { playersOf, seatingFault, seatsOf, tablesOf } from '../../../src/ui/tournament/seating-text';
import { DEFAULT_TOP, MAX_TOP, scoreText, sessionCount, topOf, topRows } from '../../../src/ui/tournament/standings-text';
import { tableStatus } from '../../../src/ui/tournament/table-status';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { VIEW } from './tournament-fixtures';

const en = STRINGS.en;

describe('what the referee types', () => {
  it('reads players one per line, trimmed, blank lines dropped', () => {
    expect(playersOf('  Ann \r\n\nBo\n  \nCy Dee\n')).toEqual(['Ann', 'Bo', 'Cy Dee']);
  });

  it('reads tables one per line, split on commas, semicolons or tabs', () => {
    expect(tablesOf('Ann, Bo ,Cy,Di\n\nEd;Flo;Gus;Hal\nIan\tJo\tKai\tLu\n')).toEqual([
      ['Ann', 'Bo', 'Cy', 'Di'],
      ['Ed', 'Flo', 'Gus', 'Hal'],
      ['Ian', 'Jo', 'Kai', 'Lu'],
    ]);
  });

  it('seats as many as the preset plays', () => {
    expect(seatsOf('ema-2016')).toBe(4);
    expect(seatsOf('kansai-sanma')).toBe(3);
  });
});

describe('a refused seating', () => {
  const tables = [
    ['Ann', 'Bo', 'Cy', 'Di'],
    ['Ed', 'Flo', 'Zed', 'Hal'],
  ];

  it('names the table and the player from the field, whatever its notation', () => {
    for (const field of ['tables.1.2', 'tables[1][2]', '/tables/1/2']) expect(seatingFault(field, tables)).toEqual({ table: 2, name: 'Zed' });
    expect(seatingFault('tables.0', tables)).toEqual({ table: 1, name: '' });
    expect(seatingFault('players', tables)).toBeNull();
    expect(seatingFault(undefined, tables)).toBeNull();
  });

  it('is said with the table and player first', () => {
    const p = { kind: 'refused', status: 422, error: 'bad_seating', message: 'not a player', field: 'tables.1.2' } as const;
    expect(seatingProblemText(p, tables, en)).toBe('Table 2, Zed: not a player');
    expect(seatingProblemText(p, tables, STRINGS.de)).toBe('Tisch 2, Zed: not a player');
  });
});

describe('a refused player list', () => {
  it('names the line and the player from the field', () => {
    const p = { kind: 'refused', status: 400, error: 'bad_fields', message: 'listed twice', field: 'players[2]' } as const;
    expect(playersProblemText(p, ['Ann', 'Bo', 'ann'], en)).toBe('Players, line 3 (ann): listed twice');
    expect(playersProblemText({ ...p, field: 'title' }, ['Ann'], en)).toBe('The server refused: listed twice');
    expect(playersProblemText({ kind: 'offline' }, ['Ann'], en)).toBe(en.tournament.offline);
  });
});

describe('refusals in words', () => {
  it('gives each refusal of the API its sentence, and retry only where it may help', () => {
    expect(problemText({ kind: 'refused', status: 401, error: 'wrong_secret', message: '' }, en)).toBe(en.tournament.wrongSecret);
    expect(problemText({ kind: 'refused', status: 404, error: 'not_found', message: '' }, en)).toBe(en.tournament.notFound);
    expect(problemText({ kind: 'refused', status: 404, error: 'http_404', message: 'Not Found' }, en)).toBe(en.tournament.noApi);
    expect(problemText({ kind: 'refused', status: 429, error: 'rate_limited', message: '' }, en)).toBe(en.tournament.rateLimited);
    expect(problemText({ kind: 'refused', status: 413, error: 'too_large', message: '' }, en)).toBe(en.tournament.tooLarge);
    expect(problemText({ kind: 'refused', status: 400, error: 'invalid', message: 'players: duplicate name' }, en)).toBe('The server refused: players: duplicate name');
    expect(problemText({ kind: 'offline' }, en)).toBe(en.tournament.offline);
    expect(isRetryable({ kind: 'offline' })).toBe(true);
    expect(isRetryable({ kind: 'refused', status: 429, error: 'rate_limited', message: '' })).toBe(true);
    expect(isRetryable({ kind: 'refused', status: 401, error: 'wrong_secret', message: '' })).toBe(false);
  });
});

describe('the standings’ numbers and a table’s state', () => {
  it('signs scores, and leaves a session not played empty', () => {
    expect(scoreText(27000, en)).toBe('+27,000');
    expect(scoreText(-9000, STRINGS.de)).toBe('-9.000');
    expect(scoreText(0, en)).toBe('0');
    expect(scoreText(null, en)).toBe('–');
  });

  it('reads the leaderboard link’s row count, or keeps the default', () => {
    expect(topOf('5')).toBe(5);
    expect(topOf(String(MAX_TOP))).toBe(MAX_TOP);
    for (const bad of [null, '', '0', '-3', '2.5', 'ten', String(MAX_TOP + 1)]) expect(topOf(bad), String(bad)).toBe(DEFAULT_TOP);
  });

  it('takes the top rows and counts the sessions', () => {
    expect(topRows(VIEW.standings, 2).map((r) => r.player)).toEqual(['Ann', 'Bo']);
    expect(topRows(VIEW.standings, 0)).toEqual([]);
    expect(sessionCount(VIEW.standings)).toBe(1);
    expect(sessionCount([])).toBe(0);
  });

  it('says the round a table plays, or that it has not started or has ended', () => {
    const table = VIEW.sessions[0]!.tables[0]!;
    expect(tableStatus(table, en)).toBe('Playing: South 3');
    expect(tableStatus({ ...table, started: false, round: null }, en)).toBe('Not started');
    expect(tableStatus({ ...table, ended: true }, en)).toBe('Ended');
  });
});
