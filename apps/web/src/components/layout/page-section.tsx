import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type PageSectionProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** The section's own layout (spacing differs from page to page). */
  className?: string;
  /** Replaces the heading's look (text-2xl, bold). */
  headingClassName?: string;
  children: ReactNode;
};

/** A landing page's section, named by its h2 (the venue landing's and the membership landing's). */
export function PageSection({ id, title, className, headingClassName, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName ?? 'text-2xl font-bold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type CardListProps = {
  items: ReadonlyArray<{ title: string; text: string }>;
  className?: string;
};

/** A grid of small cards, each a title and a line of text (benefits, integrations). */
export function CardList({ items, className }: CardListProps) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-line bg-surface p-4">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
