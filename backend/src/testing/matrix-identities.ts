import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CAFE_ROLES, ROASTER_ROLES, type Scope, type ScopeRole, type UserType } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { SessionService } from '../core/auth/session.service';
import { toDbTime } from '../core/entity/sql';
import { demoOrganisations } from './test-app';

type Row = Record<string, unknown>;

/** One caller of the authorization matrix: a platform type, a role in one organisation, and the organisation it sends. */
export interface Identity {
  name: string;
  userId: string | null;
  userType: UserType;
  /** The organisation whose `{scope}_seq` this caller sends, and the role it holds there (if any). */
  org: Partial<Record<Scope, { seq: number; role: ScopeRole | null; foreign: boolean }>>;
  /** A fresh session cookie (`bt_session=…`), or null for a guest. */
  cookie(): Promise<string | null>;
}

export interface MatrixWorld {
  identities: Identity[];
  demo: Record<Scope, number>;
  rival: Record<Scope, number>;
}

const now = () => toDbTime(new Date());

async function insertUser(db: DataSource, userId: string, type: UserType, hash: string): Promise<number> {
  const t = now();
  await db.query(
    'INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, ?, ?, 1, NULL, ?, ?, NULL, ?, ?)',
    [userId, hash, userId, type, 'matrix', t, 'matrix', t],
  );
  return Number(((await db.query('SELECT user_seq FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq);
}

async function insertMember(
  db: DataSource,
  scope: Scope,
  seq: number,
  userSeq: number,
  role: ScopeRole,
): Promise<void> {
  const t = now();
  await db.query(
    `INSERT INTO ${scope}_user (${scope}_seq, user_seq, user_auth, user_status, ${scope}_user_nick, ${scope}_user_use, rgst_at, edit_at) VALUES (?, ?, ?, 'JOIN', ?, 1, ?, ?)`,
    [seq, userSeq, role, `matrix ${role}`, t, t],
  );
}

async function insertOrganisation(db: DataSource, scope: Scope, name: string): Promise<number> {
  const t = now();
  await db.query(
    `INSERT INTO ${scope} (${scope}_name, ${scope}_name_locale, rgst_by, rgst_at, edit_by, edit_at) VALUES (?, ?, 'matrix', ?, 'matrix', ?)`,
    [name, name, t, t],
  );
  return Number(
    ((await db.query(`SELECT ${scope}_seq AS seq FROM ${scope} WHERE ${scope}_name = ?`, [name])) as Row[])[0].seq,
  );
}

/**
 * The callers of the matrix: a guest; each platform type holding no
 * role; each cafe role and each roaster role in the demo cafe/roastery (platform type USER, the
 * owner of the demo roastery PAID as seeded); and the owners of another cafe and roastery, who
 * send the demo organisation's seq (not theirs) or their own (the demo records are then foreign).
 * Sessions are written directly (no sign-in, so no scrypt and no throttle).
 */
export async function matrixWorld(app: NestFastifyApplication): Promise<MatrixWorld> {
  const db = app.get(DataSource);
  const sessions = app.get(SessionService);
  const demo = await demoOrganisations(app);
  const hash = await hashPassword('matrix-not-for-sign-in');
  const rival = {
    cafe: await insertOrganisation(db, 'cafe', 'Matrix Rival Cafe'),
    roaster: await insertOrganisation(db, 'roaster', 'Matrix Rival Roasters'),
  };
  const seqOf = async (userId: string) =>
    Number(
      ((await db.query('SELECT user_seq, user_type FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq,
    );
  const typeOf = async (userId: string) =>
    String(
      ((await db.query('SELECT user_type FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_type,
    ) as UserType;
  const make = (
    name: string,
    userId: string | null,
    userType: UserType,
    org: Identity['org'],
    userSeq: number | null,
  ): Identity => ({
    name,
    userId,
    userType,
    org,
    cookie: async () => (userSeq === null ? null : `bt_session=${(await sessions.create(userSeq)).token}`),
  });
  const noRole = {
    cafe: { seq: demo.cafe, role: null, foreign: false },
    roaster: { seq: demo.roaster, role: null, foreign: false },
  };
  const identities: Identity[] = [make('guest', null, 'GUEST', noRole, null)];
  for (const [userId, type] of [
    ['sadmin', 'SADMIN'],
    ['admin', 'ADMIN'],
    ['tester', 'TESTER'],
    ['paid', 'PAID'],
    ['user', 'USER'],
  ] as const) {
    identities.push(make(`${type} without a role`, userId, type, noRole, await seqOf(userId)));
  }
  const seeded: Record<Scope, Partial<Record<ScopeRole, string>>> = {
    cafe: { OWN: 'cafe', BARISTA: 'cafe.barista' },
    roaster: { OWN: 'roaster', MNG: 'roaster.mng', ROASTER: 'roaster.staff' },
  };
  for (const scope of ['cafe', 'roaster'] as const) {
    for (const role of scope === 'cafe' ? CAFE_ROLES : ROASTER_ROLES) {
      let userId = seeded[scope][role];
      let userSeq: number;
      if (userId) userSeq = await seqOf(userId);
      else {
        userId = `matrix.${scope}.${role.toLowerCase()}`;
        userSeq = await insertUser(db, userId, 'USER', hash);
        await insertMember(db, scope, demo[scope], userSeq, role);
      }
      const other: Scope = scope === 'cafe' ? 'roaster' : 'cafe';
      const org = {
        [scope]: { seq: demo[scope], role, foreign: false },
        [other]: { seq: demo[other], role: null, foreign: false },
      } as Identity['org'];
      identities.push(make(`${scope} ${role}`, userId, await typeOf(userId), org, userSeq));
    }
    // Another organisation's owner: once sending the demo organisation's seq, once its own.
    const ownerId = `matrix.rival.${scope}`;
    const ownerSeq = await insertUser(db, ownerId, 'USER', hash);
    await insertMember(db, scope, rival[scope], ownerSeq, 'OWN');
    const other: Scope = scope === 'cafe' ? 'roaster' : 'cafe';
    identities.push(
      make(
        `another ${scope}'s OWN, sending this ${scope}`,
        ownerId,
        'USER',
        {
          [scope]: { seq: demo[scope], role: null, foreign: false },
          [other]: { seq: demo[other], role: null, foreign: false },
        } as Identity['org'],
        ownerSeq,
      ),
    );
    identities.push(
      make(
        `another ${scope}'s OWN, in its own ${scope}`,
        ownerId,
        'USER',
        {
          [scope]: { seq: rival[scope], role: 'OWN', foreign: true },
          [other]: { seq: demo[other], role: null, foreign: false },
        } as Identity['org'],
        ownerSeq,
      ),
    );
  }
  return { identities, demo, rival };
}
