import { Trans, useLingui } from '@lingui/react/macro';
import { MEDIA_ACCEPTED_TYPES, mediaRenditions, type UploadedImage } from '@queueless/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { uploadImage } from '#web/features/media/api/upload-image';
import { needsShrinking, shrinkPhoto } from '#web/features/media/shrink-photo';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';

type ImageUploadProps = {
  vendorId: string;
  /** The photo's current URL (a product's `imageUrls[0]`), or null for none. */
  value: string | null;
  /** A new photo was uploaded (its URL, width and height), or null when the photo was removed. */
  onChange: (image: UploadedImage | null) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
};

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; preview: string; progress: number }
  | { kind: 'failed'; message: string };

/**
 * A product photo field for the staff area (the Menu editor): choose a photo (the camera on a phone), see it at once,
 * its upload's progress, and the server's reason in words when it is refused; change, cancel or remove it. Loaded
 * only with the staff pages, never with the menu.
 */
export function ImageUpload({
  vendorId,
  value,
  onChange,
  label: givenLabel,
  disabled = false,
  className,
}: ImageUploadProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Photo`;
  const lowerLabel = label.toLowerCase();
  const inputId = useId();
  const statusId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const upload = useRef<AbortController | null>(null);
  const isUploading = state.kind === 'uploading';

  // The local preview lives as long as its upload; an upload still going when the field goes is cancelled.
  const preview = isUploading ? state.preview : null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => upload.current?.abort(), []);

  async function send(file: File) {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setState({ kind: 'uploading', preview: URL.createObjectURL(file), progress: 0 });
    try {
      // Too large, or HEIC: shrunk or converted here where the browser can, rather than refused (decision 082).
      const photo = needsShrinking(file) ? await shrinkPhoto(file) : file;
      if (controller.signal.aborted) return;
      const image = await uploadImage(vendorId, photo, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      });
      if (controller.signal.aborted) return;
      setState({ kind: 'idle' });
      onChange(image);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        kind: 'failed',
        message: isApiError(error) ? error.message : t`The photo could not be uploaded. Please try again.`,
      });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  function cancel() {
    upload.current?.abort();
    upload.current = null;
    setState({ kind: 'idle' });
  }

  const shown = preview ?? value;
  const renditions = !preview && value ? mediaRenditions(value) : null;
  const percent = isUploading ? Math.round(state.progress * 100) : 0;

  return (
    <div className={cn('flex items-start gap-3', className)}>
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl border border-line bg-surface-raised">
        {shown ? (
          <img
            src={renditions ? (renditions.sources[1] ?? renditions.sources[0])?.url : shown}
            srcSet={renditions?.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
            sizes={renditions ? '96px' : undefined}
            alt={preview ? t`The chosen photo, uploading` : t`The current photo`}
            className={cn('size-full object-cover', isUploading && 'opacity-50')}
          />
        ) : (
          <span className="grid size-full place-items-center text-xs text-ink-faint">
            <Trans>No photo</Trans>
          </span>
        )}
        {isUploading && (
          <div
            role="progressbar"
            aria-label={t`Upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-black/50"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            // HEIC too (an iPhone's photos): converted to JPEG before the upload where the browser reads it.
            accept={[...MEDIA_ACCEPTED_TYPES, 'image/heic', 'image/heif'].join(',')}
            className="peer sr-only"
            disabled={disabled || isUploading}
            aria-describedby={statusId}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-xl border border-line bg-surface-raised px-3 text-sm font-semibold hover:bg-line',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
              (disabled || isUploading) && 'cursor-not-allowed opacity-50',
            )}
          >
            {value ? t`Change ${lowerLabel}` : t`Choose ${lowerLabel}`}
          </label>
          {isUploading ? (
            <Button type="button" size="sm" variant="ghost" onClick={cancel}>
              <Trans>Cancel upload</Trans>
            </Button>
          ) : (
            value && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => {
                  setState({ kind: 'idle' });
                  onChange(null);
                }}
              >
                <Trans>Remove {lowerLabel}</Trans>
              </Button>
            )
          )}
        </div>
        <p id={statusId} aria-live="polite" className="text-xs text-ink-muted">
          {isUploading ? t`Uploading… ${percent}%` : t`JPEG, PNG, WebP or AVIF, up to 10 MB.`}
        </p>
        {state.kind === 'failed' && (
          <p role="alert" className="text-sm text-danger">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
