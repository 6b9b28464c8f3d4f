// Lighthouse (mobile, simulated throttling, performance only) against Debian Chromium launched here on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface PageScore {
  path: string;
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
  error?: string;
}

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a DevTools port (chosen by Chromium) and a throwaway profile. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'nexo-lh-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...extraArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port in 20 s:\n${err}`)), 20_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('error', (e) => (clearTimeout(timer), reject(e)));
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`Chromium exited (${code}):\n${err}`))));
  });
  child.stderr!.resume();
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Puts `entries` into the origin's localStorage of the audited Chromium (null values remove the key): how a signed-in
 * page is audited with a member's session. Lighthouse clears caches before each run but leaves localStorage alone.
 */
export async function setLocalStorage(port: number, origin: string, entries: Record<string, string | null>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A route that renders almost nothing and needs no data: only its origin matters.
    await page.goto(`${origin}/terms`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((e) => {
      for (const [k, v] of Object.entries(e)) if (v == null) localStorage.removeItem(k);
      else localStorage.setItem(k, v);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms)))]).finally(() => clearTimeout(timer));
}

/** One Lighthouse navigation with the default (mobile) config; numbers in ms, CLS unitless, score 0–100. */
export async function auditPage(port: number, origin: string, pagePath: string): Promise<PageScore> {
  const empty: PageScore = { path: pagePath, score: null, fcp: null, lcp: null, tbt: null, cls: null, si: null };
  try {
    const result = await withTimeout(
      lighthouse(`${origin}${pagePath}`, {
        port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        maxWaitForLoad: 45_000,
      }),
      120_000,
      `Lighthouse on ${pagePath}`,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
    // BENCH_LCP=1: which element was the LCP and how its time splits (what to fix when a page misses).
    if (process.env.BENCH_LCP) {
      console.log(`  ${pagePath} LCP: ${JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? null).slice(0, 1500)}`);
      // The requests that started before the observed LCP (Lighthouse's simulation replays these), in start order.
      const lcpAt = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
      type Req = { url: string; networkRequestTime?: number; networkEndTime?: number; resourceType?: string; priority?: string; transferSize?: number };
      const requests = ((lhr.audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? []).filter((r) => (r.networkRequestTime ?? 0) < lcpAt);
      console.log(`  ${pagePath} observed LCP ${Math.round(lcpAt)} ms; requests started before it:`);
      for (const r of requests)
        console.log(
          `    ${String(Math.round(r.networkRequestTime ?? 0)).padStart(5)}–${String(Math.round(r.networkEndTime ?? 0)).padEnd(5)} ${(r.resourceType ?? '').padEnd(10)} ${(r.priority ?? '').padEnd(8)} ${String(Math.round((r.transferSize ?? 0) / 1024)).padStart(4)} KB  ${r.url.replace(origin, '').slice(0, 110)}`,
        );
    }
    if (process.env.BENCH_LANTERN) await printLanternLcp(pagePath, origin, result.artifacts, lhr.configSettings);
    const perf = lhr.categories.performance?.score;
    return {
      path: pagePath,
      score: perf == null ? null : Math.round(perf * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      error: lhr.runWarnings.length ? lhr.runWarnings.join(' | ') : undefined,
    };
  } catch (e) {
    return { ...empty, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * BENCH_LANTERN=1: the simulated LCP's optimistic and pessimistic estimates and, for each, the nodes of the simulation
 * that end last (what the simulated LCP waits for), from the run's own trace and network log.
 */
async function printLanternLcp(pagePath: string, origin: string, artifacts: unknown, settings: unknown): Promise<void> {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const a = artifacts as Record<string, unknown>;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, simulator: null };
  type Timing = { startTime: number; endTime: number };
  type TraceEvent = { name: string; args?: { data?: { url?: string; functionName?: string } } };
  type Node = { type: string; request?: { url: string; resourceType?: string; priority?: string }; childEvents?: TraceEvent[] };
  // A CPU node by the scripts it ran and the work it did (evaluation, layout …), most telling first.
  const cpu = (events: TraceEvent[] = []) =>
    [...new Set(events.map((e) => (e.args?.data?.url ? `${e.name} ${e.args.data.url.replace(origin, '')}` : e.name)))].filter((x) => !/^(V8|v8|Profile)/.test(x)).slice(0, 4).join(', ');
  type Estimate = { timeInMs: number; nodeTimings: Map<Node, Timing> };
  const r = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  for (const [name, est] of [['optimistic', r.optimisticEstimate], ['pessimistic', r.pessimisticEstimate]] as const) {
    console.log(`  ${pagePath} Lantern LCP ${Math.round(r.timing)} ms; ${name} ${Math.round(est.timeInMs)} ms, its last nodes:`);
    const nodes = [...est.nodeTimings.entries()].sort((x, y) => y[1].endTime - x[1].endTime).slice(0, 14);
    for (const [node, t] of nodes) {
      const what = node.request ? `${node.request.resourceType ?? ''} ${node.request.url.replace(origin, '').slice(0, 100)}` : `cpu: ${cpu(node.childEvents).slice(0, 160)}`;
      console.log(`    ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${what}`);
    }
  }
}
