/**
 * A school signs in through one address (its router's). With the default sign-in limits, for the API of
 * this checkout and of every other checkout named (a worktree of an older commit, say), one after another
 * in one run:
 *
 * (a) a class of 60 signs in while three of its children mistype their passwords first;
 * (b) a sprayer tries 1000 usernames from one address, one by one and then 50 at once, the 120th being a
 *     real pupil's with its right password: after how many tries it is refused, how many of its passwords
 *     were checked, and whether it got into the pupil's account;
 * (c) a class that signed in for an earlier lesson signs in again after a prankster's 100 wrong logins
 *     from its address.
 *
 *   npx tsx apps/api/bench/sign-in-from-one-address.ts [repository root …]
 *
 * Each API runs from its checkout's sources (nothing to build) on an embedded database of its own; every
 * scenario has an address of its own (X-Forwarded-For, the server trusting its loopback proxy).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProgram } from './api-server.js';
import { inParallel, registerStudent, SEED_PASSWORD, signUpAdmin } from './seed.js';

const THIS_CHECKOUT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_ENTRY = ['--conditions=source', '--import', 'tsx', 'src/server.ts'];
const PASSWORD = SEED_PASSWORD;
const CLASS_SIZE = 60;
const MISTYPING_CHILDREN = 3;
const SPRAYED_USERNAMES = 1000;
const SPRAY_WIDTH = 50;
const REAL_ACCOUNT_AT = 120;
const PRANKS = 100;

type Figures = Record<string, string | number>;
let nextAddress = 0;
const freshAddress = () => `10.${++nextAddress}.0.1`;

function login(url: string, address: string, username: string, password: string): Promise<number> {
  return fetch(`${url}/api/v1/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

async function classSignsIn(url: string, address: string, pupils: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const pupil of pupils) statuses.push(await login(url, address, pupil, PASSWORD));
  return statuses;
}

async function registerClass(url: string): Promise<string[]> {
  const teacher = await signUpAdmin(url);
  const pupils: string[] = [];
  for (let i = 0; i < CLASS_SIZE; i++) pupils.push((await registerStudent(url, teacher, 2)).username);
  return pupils;
}

/** (a): the mistyping children first, then the whole class, them included. */
async function mistypingClass(url: string, pupils: string[], mistypes: number): Promise<Figures> {
  const school = freshAddress();
  const statuses: number[] = [];
  for (const child of pupils.slice(0, MISTYPING_CHILDREN)) {
    for (let i = 0; i < mistypes; i++) statuses.push(await login(url, school, child, `wrong-${i}`));
  }
  const signIns = await classSignsIn(url, school, pupils);
  return {
    'signed in': `${count(signIns, 200)}/${CLASS_SIZE}`,
    '429s': count([...statuses, ...signIns], 429),
  };
}

const sprayed = (pupils: string[], try_: number) =>
  try_ === REAL_ACCOUNT_AT
    ? { username: pupils[CLASS_SIZE - 1]!, password: PASSWORD }
    : { username: `sprayed${try_}`, password: 'password1' };

/** (b), one by one. */
async function sprayOneByOne(url: string, pupils: string[]): Promise<Figures> {
  const sprayer = freshAddress();
  const statuses: number[] = [];
  for (let try_ = 1; try_ <= SPRAYED_USERNAMES; try_++) {
    const { username, password } = sprayed(pupils, try_);
    statuses.push(await login(url, sprayer, username, password));
  }
  return {
    'first 429 at try': statuses.indexOf(429) + 1,
    'passwords checked': count(statuses, 401) + count(statuses, 200),
    'got in': statuses[REAL_ACCOUNT_AT - 1] === 200 ? 'yes' : 'no',
  };
}

/** (b), SPRAY_WIDTH at a time. */
async function sprayAtOnce(url: string, pupils: string[]): Promise<Figures> {
  const sprayer = freshAddress();
  const statuses = new Map<number, number>();
  const tries = Array.from({ length: SPRAYED_USERNAMES }, (_, index) => index + 1);
  await inParallel(tries, SPRAY_WIDTH, async (try_) => {
    const { username, password } = sprayed(pupils, try_);
    statuses.set(try_, await login(url, sprayer, username, password));
  });
  const all = [...statuses.values()];
  return {
    'passwords checked': count(all, 401) + count(all, 200),
    'got in': statuses.get(REAL_ACCOUNT_AT) === 200 ? 'yes' : 'no',
  };
}

/** (c). */
async function afterAPrank(url: string, pupils: string[]): Promise<Figures> {
  const school = freshAddress();
  const earlier = await classSignsIn(url, school, pupils);
  for (let i = 0; i < PRANKS; i++) await login(url, school, `prank${i}`, 'password1');
  const again = await classSignsIn(url, school, pupils);
  return {
    'signed in earlier': `${count(earlier, 200)}/${CLASS_SIZE}`,
    'signed in after': `${count(again, 200)}/${CLASS_SIZE}`,
    '429s after': count(again, 429),
  };
}

function labelOf(root: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'apps/api/src') !== '';
  return `${git('log', '-1', '--format=%h')}${changed ? ' + changes' : ''}`;
}

async function measure(root: string): Promise<Map<string, Figures>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-sign-in-'));
  const api = await startProgram(
    SOURCE_ENTRY,
    {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT_MAX: '10',
      LOGIN_FAILURE_RATE_LIMIT_MAX: '100',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    join(root, 'apps/api'),
  );
  try {
    const pupils = await registerClass(api.url);
    return new Map([
      [
        `(a) ${MISTYPING_CHILDREN} mistype 9 times, right at the 10th try`,
        await mistypingClass(api.url, pupils, 9),
      ],
      [
        `(a) ${MISTYPING_CHILDREN} mistype 10 times, right at the 11th try`,
        await mistypingClass(api.url, pupils, 10),
      ],
      [`(b) ${SPRAYED_USERNAMES} usernames one by one`, await sprayOneByOne(api.url, pupils)],
      [`(b) ${SPRAYED_USERNAMES} usernames ${SPRAY_WIDTH} at once`, await sprayAtOnce(api.url, pupils)],
      [`(c) the class again after ${PRANKS} pranks`, await afterAPrank(api.url, pupils)],
    ]);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const roots = process.argv.slice(2).map((root) => resolve(root));
const measured = new Map<string, Map<string, Figures>>();
for (const root of roots.length > 0 ? roots : [THIS_CHECKOUT]) {
  const label = labelOf(root);
  console.error(`measuring ${label} (${root}) …`);
  measured.set(label, await measure(root));
}

const format = (figures: Figures) =>
  Object.entries(figures)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
const lines: string[] = [];
for (const scenario of [...measured.values()][0]!.keys()) {
  lines.push(scenario);
  for (const [label, scenarios] of measured)
    lines.push(`  ${label.padEnd(20)} ${format(scenarios.get(scenario)!)}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
