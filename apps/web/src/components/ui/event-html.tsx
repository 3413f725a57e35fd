import { cn } from '#web/lib/cn';

/**
 * An event's description as the server stored it: HTML it has already sanitised (apps/server's event-html.ts keeps
 * paragraphs, emphasis, lists, h2–h4 and http/https/mailto links and drops everything else), shown as formatted text.
 * Only ever given the server's stored copy, never what someone is typing.
 */
export function EventHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-ink-muted [&_a]:text-brand [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before it is stored (event-html.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
