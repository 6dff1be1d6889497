import { performance } from 'node:perf_hooks';

/**
 * One pass of fixed work of the kinds the suite's processes spend their time on (objects made and dropped,
 * strings built and parsed, maps, sorting): a measure of how fast this machine runs JavaScript at the
 * moment, whatever else it is doing. Returns a number that depends only on the work, so the work cannot be
 * optimised away.
 */
export function workloadPass(): number {
  let seed = 20_261_207;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let check = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = Array.from({ length: 2_000 }, (_, index) => ({
      id: index,
      name: `row-${index}-${Math.floor(random() * 1e6).toString(36)}`,
      digits: Array.from({ length: 8 }, () => Math.floor(random() * 10)),
    }));
    rows.sort((a, b) => a.name.localeCompare(b.name));
    const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
    const byDigit = new Map<number, number>();
    for (const row of parsed) {
      for (const digit of row.digits) byDigit.set(digit, (byDigit.get(digit) ?? 0) + 1);
    }
    check = (check + (byDigit.get(round % 10) ?? 0) + parsed[0]!.id) % 1_000_003;
  }
  return check;
}

/** The fastest of `passes` timed passes, in milliseconds: the machine's speed with the least noise in it. */
export function workloadMilliseconds(passes = 5): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < passes; pass += 1) {
    const started = performance.now();
    workloadPass();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
