import { describe, expect, it } from 'vitest';
import { createConnectionWatch } from './connection';

function setup() {
  const timers: { fn: () => void; ms: number }[] = [];
  let reachable = false;
  let probes = 0;
  const watch = createConnectionWatch({
    probe: () => {
      probes += 1;
      return reachable ? Promise.resolve() : Promise.reject(new Error('down'));
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  const runLast = async () => {
    timers.at(-1)!.fn();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { watch, timers, runLast, probes: () => probes, setReachable: (v: boolean) => (reachable = v) };
}

describe('connection watch', () => {
  it('is lost on a failure, probes every 5 s while lost, and is back (then ok) once the API answers', async () => {
    const t = setup();
    const states: string[] = [];
    t.watch.subscribe(() => states.push(t.watch.get()));
    let backs = 0;
    t.watch.onBack(() => void (backs += 1));
    t.watch.failed();
    t.watch.failed();
    expect(t.watch.get()).toBe('lost');
    expect(t.timers.map((x) => x.ms)).toEqual([5000]);
    await t.runLast();
    expect(t.probes()).toBe(1);
    expect(t.watch.get()).toBe('lost');
    t.setReachable(true);
    await t.runLast();
    expect(t.watch.get()).toBe('back');
    expect(backs).toBe(1);
    await t.runLast();
    expect(states).toEqual(['lost', 'back', 'ok']);
  });

  it('a success while lost (any request answered) brings it back at once; online probes at once', async () => {
    const t = setup();
    t.watch.failed();
    t.watch.succeeded();
    expect(t.watch.get()).toBe('back');
    const u = setup();
    u.watch.failed();
    u.setReachable(true);
    u.watch.online();
    await Promise.resolve();
    await Promise.resolve();
    expect(u.watch.get()).toBe('back');
    expect(u.probes()).toBe(1);
  });
});
