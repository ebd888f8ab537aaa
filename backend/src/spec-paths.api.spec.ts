import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { expandGroups, pathsOfLine, specPaths } from './testing/spec-paths';
import { startApp } from './testing/test-app';

// In CI `../shared` sits beside the clone; in a worktree `../shared` is a link to it.
const SPEC_DIR = path.resolve(__dirname, '../../../shared/spec');

/**
 * Paths the spec names that the server deliberately does not route as written, each with why.
 * Keep this short: a path here is a promise someone must still keep or a reading we stand by.
 */
const NOT_ROUTED: Record<string, string> = {};

describe('every /api/... path the spec names is routed (BRIEF "every /api/... path the three files name must be served")', () => {
  let app: NestFastifyApplication;
  let fastify: FastifyInstance;
  const paths = specPaths(SPEC_DIR);

  beforeAll(async () => {
    app = await startApp({ type: 'sqlite', path: ':memory:' });
    fastify = app.getHttpAdapter().getInstance();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reads the three spec files (000 §7, 001 §7, 002 §7 tables and lookups)', () => {
    expect(paths.length).toBeGreaterThan(150);
    const named = paths.map((p) => p.path);
    // Spot checks of each way the text names paths.
    expect(named).toEqual(
      expect.arrayContaining([
        '/api/roaster/qc/brewing/default/detail', // `{detail,edit,list}` group
        '/api/roaster/roasting/default/list', // sibling `/list` after `detail/{id}`
        '/api/roaster/greenbean/year/code', // bare sibling `code`
        '/api/setting/country/farm/edit', // `/...` with `(detail, edit, list)`
        '/api/roaster/user/etc/detail', // `each with detail (id suffix), edit, list`
        '/api/cafe/item/equip/code', // `{type}` placeholder
        '/api/variety/edit', // sibling beside an id placeholder
      ]),
    );
  });

  it('the reader expands groups and siblings as written', () => {
    expect(expandGroups('/api/a/{detail,edit}/{id}')).toEqual(['/api/a/detail/1', '/api/a/edit/1']);
    expect(pathsOfLine('| x | /api/r/default/list, detail/{id}, edit, code; /api/r/year/list |')).toEqual([
      '/api/r/default/list',
      '/api/r/default/detail/1',
      '/api/r/default/edit',
      '/api/r/default/code',
      '/api/r/year/list',
    ]);
    expect(pathsOfLine('/api/c/userinfo/detail and /edit; /api/userinfo')).toEqual([
      '/api/c/userinfo/detail',
      '/api/c/userinfo/edit',
      '/api/userinfo',
    ]);
  });

  it('the server routes each of them (GET or POST), except the listed exceptions', () => {
    const routed = (url: string) =>
      ['GET', 'POST'].some((method) => fastify.findRoute({ method: method as 'GET', url }) !== null);
    const missing = paths
      .filter((p) => !routed(p.path) && !(p.path in NOT_ROUTED))
      .map((p) => `${p.path} (${p.source})`);
    expect(missing).toEqual([]);
  });

  it('every exception is a path the spec still names', () => {
    const named = new Set(paths.map((p) => p.path));
    expect(Object.keys(NOT_ROUTED).filter((p) => !named.has(p))).toEqual([]);
  });
});
