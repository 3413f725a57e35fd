import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { artistPageEditBodySchema, type VendorArtistPage } from '@queueless/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { showToast } from '#web/components/ui/toast';
import { useSaveArtistPage } from '#web/features/content/api/save-artist-page';
import { isApiError } from '#web/lib/api-client';
import { linkFieldMessages } from '#web/lib/forms/field-messages';
import { zodFormResolver } from '#web/lib/forms/zod-form-resolver';
import { serverFieldError } from '#web/lib/server-field-error';

/** Paragraphs are typed in one box, separated by an empty line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The contract's edit, with the biography typed as text: the browser refuses what the server would, in the person's
 * language (field-messages.ts's words; none of this feature's own, whose catalogue loads with the menu).
 */
/** The Q&A link's and each social link's fields, in the contract's words (in English). */
const artistLinkMessages = { ...linkFieldMessages('qa.link'), ...linkFieldMessages('social') };

const artistPageFormSchema = artistPageEditBodySchema.extend({
  biography: z.string().transform(splitParagraphs).pipe(artistPageEditBodySchema.shape.biography),
});
type ArtistPageFormInput = z.input<typeof artistPageFormSchema>;
type ArtistPageFormOutput = z.output<typeof artistPageFormSchema>;

const socialKinds = [
  { value: 'video', label: msg`Video` },
  { value: 'photo', label: msg`Photos` },
  { value: 'social', label: msg`Social` },
] as const;
const MAX_SOCIAL_LINKS = 12;

function formValues(page: VendorArtistPage): ArtistPageFormInput {
  const { content } = page;
  return {
    expectedUpdatedAt: page.updatedAt,
    name: content.name,
    tagline: content.tagline,
    biography: content.biography.join('\n\n'),
    qa: { text: content.qa.text, link: { label: content.qa.link?.label ?? '', url: content.qa.link?.url ?? '' } },
    social: content.social.map(({ kind, label, url }) => ({ kind, label, url })),
  };
}

/** The first message of a field whose errors may sit on its items (the biography's paragraphs). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const value of Object.values(error)) {
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * The words and links of one artist page (MANAGER and above). Shown to the public as text, never as HTML; the
 * server checks everything again and refuses a save over an edit someone made after this one was opened.
 */
export function ArtistPageEditor({
  vendorId,
  page,
  onReload,
}: {
  vendorId: string;
  page: VendorArtistPage;
  onReload: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveArtistPage(vendorId, page.name);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ArtistPageFormInput, unknown, ArtistPageFormOutput>({
    resolver: zodFormResolver(artistPageFormSchema, artistLinkMessages),
    defaultValues: formValues(page),
  });
  const social = useFieldArray({ control, name: 'social' });
  const isConflict = isApiError(save.error) && save.error.status === 409;

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      reset(formValues(saved));
      showToast({ title: t`Saved. The page shows it now.`, variant: 'success' });
    } catch (error) {
      const { field, message } = serverFieldError(error);
      setError(field === 'name' || field === 'tagline' ? field : 'root', { message });
    }
  });

  const reload = async () => {
    await onReload();
    save.reset();
  };

  const biographyError = firstMessage(errors.biography);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <input type="hidden" {...register('expectedUpdatedAt')} />
      <Input label={t`Name`} error={errors.name?.message} {...register('name')} />
      <Input label={t`Tagline`} error={errors.tagline?.message} {...register('tagline')} />
      <Textarea
        label={t`Biography`}
        rows={8}
        hint={t`Leave an empty line between paragraphs (at most 12).`}
        error={biographyError}
        {...register('biography')}
      />

      <fieldset className="mt-2 flex flex-col gap-1 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Q&A</Trans>
        </legend>
        <Input label={t`Q&A text`} error={errors.qa?.text?.message} {...register('qa.text')} />
        <Input label={t`Q&A link label`} error={errors.qa?.link?.label?.message} {...register('qa.link.label')} />
        <Input
          label={t`Q&A link address`}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.qa?.link?.url?.message}
          {...register('qa.link.url')}
        />
      </fieldset>

      <fieldset className="mt-4 flex flex-col gap-3 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Social links</Trans>
        </legend>
        {social.fields.length === 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>No social links.</Trans>
          </p>
        )}
        {social.fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-1 rounded-xl bg-surface-raised p-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              <Trans>Kind of link {index + 1}</Trans>
              <select
                className="h-12 rounded-xl border border-field-line bg-surface px-3 text-base text-ink"
                {...register(`social.${index}.kind`)}
              >
                {socialKinds.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {i18n._(kind.label)}
                  </option>
                ))}
              </select>
            </label>
            <Input
              label={t`Label of link ${index + 1}`}
              error={errors.social?.[index]?.label?.message}
              {...register(`social.${index}.label`)}
            />
            <Input
              label={t`Address of link ${index + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.social?.[index]?.url?.message}
              {...register(`social.${index}.url`)}
            />
            <Button variant="ghost" size="sm" onClick={() => social.remove(index)}>
              <Trans>Remove link {index + 1}</Trans>
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={social.fields.length >= MAX_SOCIAL_LINKS}
          onClick={() => social.append({ kind: 'social', label: '', url: '' })}
        >
          <Trans>Add a social link</Trans>
        </Button>
      </fieldset>

      {errors.root?.message && (
        <div role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          <p>{errors.root.message}</p>
          {isConflict && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void reload()}>
              <Trans>Reload the page</Trans>
            </Button>
          )}
        </div>
      )}
      <Button type="submit" size="lg" className="mt-4" isLoading={isSubmitting} disabled={!isDirty}>
        <Trans>Save changes</Trans>
      </Button>
    </form>
  );
}
