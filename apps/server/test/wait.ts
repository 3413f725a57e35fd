/** Waits until `check` holds, polling every 5 ms, for at most `timeoutMs`; the caller's assertions say what went wrong. */
export async function waitUntil(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}
