// Retry of one Storage or RPC call: a few tries with a growing pause (a restarting API, a dropped connection).
export async function withRetry<T>(run: () => Promise<T>, tries = 4, firstPauseMs = 250): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const status = (error as { status?: number }).status;
      // Why: a 4xx other than 408/429 is an answer (bad path, refused), not a hiccup: repeating it changes nothing.
      const final = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
      if (final || i >= tries) throw error;
      await new Promise((r) => setTimeout(r, firstPauseMs * 2 ** (i - 1)));
    }
  }
}
