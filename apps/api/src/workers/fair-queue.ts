interface Waiting<Item> {
  item: Item;
  cost: number;
  /** Where the job's turn begins in the lanes' shared count of cost. */
  start: number;
  /** Where it ends: `start + cost`. The job whose turn ends first goes next. */
  finish: number;
  /** Its place among every job pushed: first come goes first between equal starts. */
  arrival: number;
}

interface LaneState<Item> {
  jobs: Waiting<Item>[];
  /** Where the lane's last job ends: its next job's turn begins here, unless the others have moved past. */
  end: number;
  waitingCost: number;
}

/**
 * Jobs waiting for a thread, taken in turns between lanes (the schools whose work they are), each job
 * counted by its cost: one lane's long queue of large jobs cannot keep another lane's small job waiting
 * behind all of it, and a lane of large jobs gets no more of the threads than a lane of small ones.
 *
 * A job's turn begins where its lane's previous job ends, or where the job taken last began if that is
 * later (a lane that was idle or fell behind saves up no turns), and ends its cost later; the waiting job
 * whose turn ends first goes next, and between equal ends the one that came first. Ordered by their ends
 * rather than their beginnings, a small job of a quiet lane goes before the large ones other lanes have
 * waiting, rather than after one of each: another school's one-page report waits for the work under way,
 * not for a round of four schools' long PDFs. Bookkeeping only: no threads, no clocks.
 */
export function createFairQueue<Item, Lane>({ maxWaitingCost }: { maxWaitingCost: number }) {
  const lanes = new Map<Lane, LaneState<Item>>();
  /** Where the turn of the job taken last began. */
  let now = 0;
  let arrivals = 0;

  const waitingCost = (lane: Lane) => lanes.get(lane)?.waitingCost ?? 0;

  return {
    /** The cost of the lane's jobs still waiting. */
    waitingCost,

    /**
     * Whether the lane may add a job of this cost without having more than `maxWaitingCost` waiting; a lane
     * with nothing waiting may always add one, however large.
     */
    admits(lane: Lane, cost: number): boolean {
      const waiting = waitingCost(lane);
      return waiting === 0 || waiting + cost <= maxWaitingCost;
    },

    push(item: Item, lane: Lane, cost: number): void {
      let state = lanes.get(lane);
      if (!state) {
        state = { jobs: [], end: now, waitingCost: 0 };
        lanes.set(lane, state);
      }
      const start = Math.max(now, state.end);
      state.end = start + cost;
      state.jobs.push({ item, cost, start, finish: state.end, arrival: arrivals++ });
      state.waitingCost += cost;
    },

    /** The job whose turn comes next, taken out of the queue; undefined when nothing waits. */
    shift(): Item | undefined {
      let next: LaneState<Item> | undefined;
      for (const state of lanes.values()) {
        const head = state.jobs[0];
        if (!head) continue;
        const best = next?.jobs[0];
        if (
          !best ||
          head.finish < best.finish ||
          (head.finish === best.finish && head.arrival < best.arrival)
        ) {
          next = state;
        }
      }
      const job = next?.jobs.shift();
      if (!next || !job) return undefined;
      next.waitingCost -= job.cost;
      now = job.start;
      // A lane with nothing waiting whose last turn has been passed would begin its next one at `now`
      // anyway: forgetting it keeps the map to the schools at work.
      for (const [lane, state] of lanes) {
        if (state.jobs.length === 0 && state.end <= now) lanes.delete(lane);
      }
      return job.item;
    },
  };
}
