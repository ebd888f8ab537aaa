import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CODE_GROUP_IDS } from '@beantrail/contracts';
import { CodeEntity, CodeGroupEntity } from '../database/entities';
import { SeedService } from '../seed/seed.service';
import { databases, signIn, startApp } from '../../testing/test-app';

describe.each(databases())(
  'codes, menu and seed on %s (spec 000 §2 header, §7 code calls, §9 sorting)',
  (_name, database) => {
    let app: NestFastifyApplication;
    const http = () => request(app.getHttpServer());

    beforeAll(async () => {
      app = await startApp(await database());
    });
    afterAll(async () => {
      await app.close();
    });

    it('seeds every code group the specs name, the flavor wheel with parents and colours, and ISO countries', async () => {
      const res = await http()
        .post('/api/code/simple')
        .send({ code_group: [...CODE_GROUP_IDS] });
      expect(Object.keys(res.body.result).sort()).toEqual([...CODE_GROUP_IDS].sort());
      const flavors = res.body.result.FLVR.list as Array<{
        code_id: string;
        code_filter: string | null;
        code_alias1: string;
      }>;
      expect(flavors).toHaveLength(110);
      expect(flavors.filter((f) => !f.code_filter)).toHaveLength(9);
      expect(flavors.every((f) => /^#[0-9A-Fa-f]{6}$/.test(f.code_alias1))).toBe(true);
      const countries = res.body.result.CNTR.list as Array<{ code_id: string; code_filter: string | null }>;
      expect(countries.find((c) => c.code_id === 'ETH')?.code_filter).toBe('CFPRDC');
      expect(countries.find((c) => c.code_id === 'KOR')?.code_filter).toBeNull();
    });

    it('returns only groups changed since the edit time the browser has', async () => {
      const first = await http()
        .post('/api/code/simple')
        .send({ code_group: ['VRT', 'PRCS'] });
      const editAt = first.body.result.VRT.edit_at;
      const again = await http()
        .post('/api/code/simple')
        .send({ code_group: [{ id: 'VRT', edit_at: editAt }, { id: 'PRCS' }, 'NOPE'] });
      expect(Object.keys(again.body.result)).toEqual(['PRCS']);
    });

    it('sorts countries by name in the request locale (spec 000 §9)', async () => {
      const names = async (locale: string, key: 'code_name' | 'code_name_kr') =>
        (
          (
            await http()
              .post('/api/code/simple')
              .set('x-locale', locale)
              .send({ code_group: ['CNTR'] })
          ).body.result.CNTR.list as Array<Record<string, string>>
        ).map((c) => c[key]);
      const en = await names('en', 'code_name');
      expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
      const kr = await names('kr', 'code_name_kr');
      expect(kr).toEqual([...kr].sort(new Intl.Collator('ko').compare));
      expect(kr[0]).not.toBe(en[0]);
    });

    it('code reload is for ADMIN and SADMIN only', async () => {
      expect((await http().get('/api/code/reload')).status).toBe(401);
      expect(
        (
          await http()
            .get('/api/code/reload')
            .set('cookie', await signIn(app, 'user'))
        ).status,
      ).toBe(403);
      const ok = await http()
        .get('/api/code/reload')
        .set('cookie', await signIn(app, 'sadmin'));
      expect(ok.body).toMatchObject({ status: 'OK', description: 'code_reload_ok' });
    });

    it('filters the menu for the caller: guests see info only, admins the setting area, roasters their groups', async () => {
      const ids = async (cookie?: string) => {
        const req = http().get('/api/menu');
        return ((await (cookie ? req.set('cookie', cookie) : req)).body.result as Array<{ id: string }>).map(
          (m) => m.id,
        );
      };
      const guest = await ids();
      expect(new Set(guest.map((id) => id.split('/')[0]))).toEqual(new Set(['info']));
      expect(await ids(await signIn(app, 'admin'))).toContain('setting');
      const roaster = await ids(await signIn(app, 'roaster'));
      expect(roaster).toEqual(
        expect.arrayContaining(['roaster', 'roaster/roasting', 'roaster/greenbean', 'user', 'cafe']),
      );
      expect(roaster).not.toContain('setting');
      expect(roaster).not.toContain('cafe/coffeebean');
      expect(await ids(await signIn(app, 'roaster.staff'))).not.toContain('roaster/greenbean');
    });

    it('seeding again changes nothing (idempotent)', async () => {
      const db = app.get(DataSource);
      const count = async () => [
        await db.getRepository(CodeGroupEntity).count(),
        await db.getRepository(CodeEntity).count(),
      ];
      const groupsBefore = await db.getRepository(CodeGroupEntity).find({ order: { code_group_id: 'ASC' } });
      const before = await count();
      await app.get(SeedService).run();
      expect(await count()).toEqual(before);
      const groupsAfter = await db.getRepository(CodeGroupEntity).find({ order: { code_group_id: 'ASC' } });
      expect(groupsAfter.map((g) => g.edit_at.getTime())).toEqual(groupsBefore.map((g) => g.edit_at.getTime()));
    });
  },
);
