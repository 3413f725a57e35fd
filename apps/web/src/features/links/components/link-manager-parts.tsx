import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import type { FieldMessages } from '#web/lib/forms/field-messages';
import { zodFormResolver } from '#web/lib/forms/zod-form-resolver';
import { serverFieldError } from '#web/lib/server-field-error';

/*
 * What the staff links page's two managers (short links, wristbands) have in common: a form that saves through the
 * contract's schema and puts the server's refusal on the field it names, and a list with its loading, error and
 * empty states whose rows can be retired.
 */

type LinkFormOptions<Values extends FieldValues, Body, Saved> = {
  /** The contract's schema: the form refuses what the server would, with the same words. */
  schema: ZodType<Body, Values>;
  /** The form's words for the schema's issues (link-messages.ts), in the person's language. */
  fieldMessages: FieldMessages;
  defaultValues: Values;
  save: (body: Body) => Promise<Saved>;
  /** The success toast's title. */
  savedTitle: (saved: Saved) => string;
};

/** A link form's state: saving clears it and says so; a refusal lands on its field, or above the button. */
export function useLinkForm<Values extends FieldValues, Body, Saved>({
  schema,
  fieldMessages,
  defaultValues,
  save,
  savedTitle,
}: LinkFormOptions<Values, Body, Saved>) {
  const form = useForm<Values, unknown, Body>({
    resolver: zodFormResolver(schema, fieldMessages),
    defaultValues: defaultValues as never,
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      form.reset();
      showToast({ title: savedTitle(saved), variant: 'success' });
    } catch (error) {
      const { field, message } = serverFieldError(error);
      const isFormField = field !== null && Object.hasOwn(defaultValues, field);
      form.setError(isFormField ? (field as Path<Values>) : 'root', { message });
    }
  });
  return { register: form.register, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, submit };
}

type LinkFormProps = {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  isSubmitting: boolean;
  /** A refusal that names no field. */
  rootError?: string;
  children: ReactNode;
};

export function LinkForm({ title, submitLabel, onSubmit, isSubmitting, rootError, children }: LinkFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
      {rootError && (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Retires a link and says so in a toast: its done title, or the server's refusal. */
export async function retireWithToast(retire: () => Promise<unknown>, doneTitle: string) {
  try {
    await retire();
    showToast({ title: doneTitle, variant: 'success' });
  } catch (error) {
    showToast({ title: serverFieldError(error).message, variant: 'error' });
  }
}

type LinkListProps<Item> = {
  query: UseQueryResult<Item[]>;
  /** The list's accessible name, e.g. 'Short links'. */
  label: string;
  loadingText: string;
  errorMessage: string;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
};

/** The list with its loading, error (with Try again) and empty states. */
export function LinkList<Item>({
  query,
  label,
  loadingText,
  errorMessage,
  emptyText,
  renderItem,
}: LinkListProps<Item>) {
  const { t } = useLingui();
  if (query.isPending) return <p className="text-ink-muted">{loadingText}</p>;
  if (query.isError) {
    return (
      <ErrorState
        title={t`Error occurred`}
        message={errorMessage}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <p className="text-ink-muted">{emptyText}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {query.data.map(renderItem)}
    </ul>
  );
}

type LinkRowProps = {
  /** What the link is (the short link's path, the wristband's id). */
  name: string;
  /** Where it goes. */
  target: string;
  /** Set once retired: the badge shown instead of the button. */
  retiredLabel: string | null;
  actionLabel: string;
  /** Said after the action's label to screen readers, so each row's button has its own name. */
  actionSubject: string;
  onAction: () => void;
  isActing?: boolean;
};

export function LinkRow({ name, target, retiredLabel, actionLabel, actionSubject, onAction, isActing }: LinkRowProps) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3">
      <span className="min-w-0">
        <span className="block font-mono font-semibold">{name}</span>
        <span className="block truncate text-sm text-ink-muted">→ {target}</span>
      </span>
      {retiredLabel ? (
        <span className="shrink-0 rounded-lg bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink-muted">
          {retiredLabel}
        </span>
      ) : (
        <Button variant="secondary" size="sm" onClick={onAction} isLoading={isActing}>
          {actionLabel}
          <span className="sr-only"> {actionSubject}</span>
        </Button>
      )}
    </li>
  );
}
