/** One server-sent event as the browser's EventSource would see it. */
export type ServerEvent = { event: string; data: string };

/** One block of a stream (the lines before a blank line) as its event, or null for a comment or `retry:` alone. */
export function parseEventBlock(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Opens a server-sent event stream with fetch (so a bearer header can be sent) and reads it event
 * by event. Comments (heartbeats) and `retry:` lines are skipped.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  async function next(timeoutMs = 5_000): Promise<ServerEvent> {
    if (!reader) throw new Error('the response has no body');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const parsed = parseEventBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) return parsed;
        continue;
      }
      const { value, done } = await withDeadline(reader.read(), deadline, 'no event arrived in time');
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  }

  /** Resolves when the server ends the stream. */
  async function ended(timeoutMs = 5_000): Promise<void> {
    if (!reader) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { done } = await withDeadline(reader.read(), deadline, 'the stream did not end');
      if (done) return;
    }
  }

  return { response, next, ended, close: () => controller.abort() };
}

async function withDeadline<T>(promise: Promise<T>, deadline: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
