/** One server-sent event: its type ('message' unless named), its data lines joined by newlines. */
export type ServerSentEvent = { event: string; data: string; id: string | null };

type Handlers = {
  onEvent: (event: ServerSentEvent) => void;
  /** The server's `retry:` hint, in milliseconds. */
  onRetry?: (ms: number) => void;
};

/**
 * Reads a text/event-stream as it arrives, chunk by chunk (a chunk may end mid-line), following the format of the
 * HTML standard: comments (":") are skipped, a blank line ends an event, events without data are dropped.
 */
export function createEventStreamParser({ onEvent, onRetry }: Handlers) {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let lastId: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastId });
    eventType = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk: string) {
      const text = buffer + chunk;
      // A trailing "\r" may be the first half of "\r\n": hold it back until the next chunk says.
      const end = text.endsWith('\r') ? text.length - 1 : text.length;
      const lines = text.slice(0, end).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + text.slice(end);
      for (const line of lines) readLine(line);
    },
  };
}
