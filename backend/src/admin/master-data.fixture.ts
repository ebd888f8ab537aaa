import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

export interface MasterDataState {
  app: NestFastifyApplication;
  /** Session cookies of an ADMIN, a SADMIN and a USER of the demo seed. */
  admin: string;
  sadmin: string;
  user: string;
}

/**
 * The admin master-data API specs' app (spec 000 §5–§7, 001 §5, §7): the demo seed, with its 250
 * countries, signed in as an ADMIN, a SADMIN and a USER. Registers its beforeAll/afterAll in the
 * calling describe; `state` is filled once beforeAll has run.
 */
export function masterDataFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as MasterDataState;
  const http = () => request(state.app.getHttpServer());
  /** The country list as the ADMIN asks for it (000 §9: the list parameters are the body). */
  const countries = (body: Row = {}) => http().post('/api/setting/country/list').set('cookie', state.admin).send(body);
  /** A save on the country page (000 §7: mode, keys, edit_at, UPList), as the ADMIN unless told. */
  const saveCountry = (body: Row, cookie = state.admin) =>
    http().post('/api/setting/country/edit').set('cookie', cookie).send(body);
  const countryCount = async () => (await countries({ list_count: 5 })).body.pagination.total_count as number;
  const countryDetail = (seq: unknown) => http().get(`/api/setting/country/detail/${seq}`).set('cookie', state.admin);
  /** Korea's record as the ADMIN's detail reads it (its edit_at is the version an edit sends). */
  const korea = async () => {
    const kor = (await countries({ searchSelect: 'country_id', searchTitle: 'KOR' })).body.result[0];
    return (await countryDetail(kor.country_seq)).body.result as Row;
  };

  beforeAll(async () => {
    state.app = await startApp(await database());
    [state.admin, state.sadmin, state.user] = [
      await signIn(state.app, 'admin'),
      await signIn(state.app, 'sadmin'),
      await signIn(state.app, 'user'),
    ];
  });
  afterAll(async () => {
    await state.app.close();
  });

  return { state, http, countries, saveCountry, countryCount, countryDetail, korea };
}
