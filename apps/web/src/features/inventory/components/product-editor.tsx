import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { type FieldPath, get, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { showToast } from '#web/components/ui/toast';
import { useCreateProducts } from '#web/features/inventory/api/create-product';
import { useEditProduct } from '#web/features/inventory/api/edit-product';
import {
  checkProductForm,
  createBodiesOf,
  editBodyOf,
  emptyProductForm,
  PRODUCT_TYPE_OPTIONS,
  type ProductFormValues,
  productFormOf,
} from '#web/features/inventory/product-form';
import { ImageUpload } from '#web/features/media/components/image-upload';
import { isApiError } from '#web/lib/api-client';
import { serverFieldError } from '#web/lib/server-field-error';
import { LanguageColumns } from './language-columns';
import { ProductChoicesFields } from './product-choices-fields';

type ProductEditorProps = {
  vendorLocationId: string;
  /** The location's vendor: photos are uploaded to it. */
  vendorId: string;
  /** The product edited; none: a new one. */
  product?: Product;
  onDone: () => void;
  /** Reads the menu again (after a 409, so the manager edits the newer version). */
  onReload: () => Promise<unknown>;
};

const DEFAULT_SIZES = ['S', 'M', 'L'];

/**
 * Creates or edits a product (MANAGER and above). A new merchandise item may come in sizes: one product per size,
 * sharing a group, each with its own stock. An edit saves over the version it opened, or is told to reload.
 */
export function ProductEditor({ vendorLocationId, vendorId, product, onDone, onReload }: ProductEditorProps) {
  const { t } = useLingui();
  const isEdit = product !== undefined;
  const create = useCreateProducts(vendorLocationId);
  const edit = useEditProduct(vendorLocationId);
  const form = useForm<ProductFormValues>({ defaultValues: product ? productFormOf(product) : emptyProductForm() });
  const { register, control, watch, setError, clearErrors, handleSubmit, formState } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const productType = watch('productType');
  const imageLines = (watch('imageUrls') ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const firstImage = imageLines[0] ?? null;
  const otherImages = imageLines.slice(1);
  const trackQuantity = watch('trackQuantity');
  const isMerchandise = productType === 'MERCHANDISE';
  const hasSizes = !isEdit && isMerchandise && sizes.fields.length > 0;
  const isConflict = isApiError(edit.error) && edit.error.status === 409;
  const errorOf = (path: string) => (get(formState.errors, path) as { message?: string } | undefined)?.message;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const mode = product ? ({ kind: 'edit', version: product.version } as const) : ({ kind: 'create' } as const);
    const problems = checkProductForm(values, mode);
    if (problems) {
      for (const [field, message] of Object.entries(problems)) {
        setError(field as FieldPath<ProductFormValues>, { message });
      }
      return;
    }
    try {
      if (product) {
        await edit.mutateAsync({ productId: product.productId, body: editBodyOf(values, product.version) });
        showToast({ title: t`Saved. The menu shows it now.`, variant: 'success' });
      } else {
        const made = await create.mutateAsync(createBodiesOf(values));
        showToast({
          title: made.length > 1 ? t`${made.length} sizes added to the menu.` : t`Added to the menu.`,
          variant: 'success',
        });
      }
      onDone();
    } catch (error) {
      const { field, message } = serverFieldError(error);
      const known = field && field in emptyProductForm() ? (field as FieldPath<ProductFormValues>) : 'root';
      setError(known, { message });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-1"
      aria-label={isEdit ? t`Edit product` : t`New product`}
    >
      <LanguageColumns
        english={
          <>
            <Input label={t`Name`} autoComplete="off" error={errorOf('name')} {...register('name')} />
            <Textarea label={t`Description`} rows={3} error={errorOf('description')} {...register('description')} />
          </>
        }
        spanish={
          <>
            <Input label="Nombre" autoComplete="off" error={errorOf('spanishName')} {...register('spanishName')} />
            <Textarea
              label="Descripción"
              rows={3}
              error={errorOf('spanishDescription')}
              {...register('spanishDescription')}
            />
          </>
        }
      />
      <Select label={t`Type`} error={errorOf('productType')} {...register('productType')}>
        {PRODUCT_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t`Price`}
          inputMode="decimal"
          placeholder="8.00"
          error={errorOf('price')}
          {...register('price')}
        />
        <Input
          label={t`Original price`}
          hint={t`Only for a real discount`}
          inputMode="decimal"
          error={errorOf('originalPrice')}
          {...register('originalPrice')}
        />
      </div>

      <label className="mt-2 flex min-h-11 items-center gap-3 text-base font-medium">
        <input type="checkbox" className="size-5 accent-brand" {...register('trackQuantity')} />
        <Trans>Track stock</Trans>
      </label>

      {isMerchandise && !isEdit && (
        <fieldset className="mt-2 flex flex-col gap-2 rounded-2xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold">
            <Trans>Sizes</Trans>
          </legend>
          {sizes.fields.length === 0 && (
            <p className="text-sm text-ink-muted">
              <Trans>One size only. Add sizes to sell this item in several.</Trans>
            </p>
          )}
          {sizes.fields.map((field, index) => (
            <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <Input
                label={t`Size ${index + 1}`}
                error={errorOf(`sizes.${index}.variantName`)}
                {...register(`sizes.${index}.variantName`)}
              />
              <Input
                label={t`Stock of size ${index + 1}`}
                inputMode="numeric"
                disabled={!trackQuantity}
                error={errorOf(`sizes.${index}.quantity`)}
                {...register(`sizes.${index}.quantity`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={t`Remove size ${index + 1}`}
                onClick={() => sizes.remove(index)}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => sizes.append({ variantName: '', quantity: '' })}>
              <Trans>Add a size</Trans>
            </Button>
            {sizes.fields.length === 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => sizes.append(DEFAULT_SIZES.map((variantName) => ({ variantName, quantity: '' })))}
              >
                <Trans>Add S, M and L</Trans>
              </Button>
            )}
          </div>
        </fieldset>
      )}

      {!hasSizes && (
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={t`Size`}
            hint={t`A size or volume, if any`}
            error={errorOf('variantName')}
            {...register('variantName')}
          />
          {!isEdit && trackQuantity && (
            <Input label={t`Stock`} inputMode="numeric" error={errorOf('quantity')} {...register('quantity')} />
          )}
        </div>
      )}

      <ProductChoicesFields
        form={form}
        vendorLocationId={vendorLocationId}
        productId={product?.productId}
        isEdit={isEdit}
      />

      <details className="mt-2 rounded-2xl border border-line p-4">
        <summary className="cursor-pointer text-sm font-semibold">
          <Trans>More: photos, order, deposit, tax</Trans>
        </summary>
        <div className="mt-3 flex flex-col gap-1">
          {/* The photo: uploaded through the pipeline (decision 060), it becomes the first of the image addresses. */}
          <ImageUpload
            vendorId={vendorId}
            value={firstImage}
            onChange={(image) =>
              form.setValue('imageUrls', [...(image ? [image.imageUrl] : []), ...otherImages].join('\n'), {
                shouldDirty: true,
              })
            }
          />
          <Textarea
            label={t`Image addresses`}
            hint={t`One a line: a path on this site (/…) or an https:// address`}
            rows={2}
            error={errorOf('imageUrls')}
            {...register('imageUrls')}
          />
          <div className="grid grid-cols-2 gap-3">
            <Input
              label={t`Menu position`}
              hint={t`Lower comes first`}
              inputMode="numeric"
              error={errorOf('displayOrder')}
              {...register('displayOrder')}
            />
            <Input
              label={t`Deposit %`}
              hint={t`Empty: paid in full`}
              inputMode="numeric"
              error={errorOf('depositPercent')}
              {...register('depositPercent')}
            />
          </div>
          <Input
            label={t`Tax code`}
            placeholder="txcd_99999999"
            error={errorOf('productTaxCode')}
            {...register('productTaxCode')}
          />
          {isEdit && (
            <Input
              label={t`Group`}
              hint={t`Sizes of one item share it`}
              error={errorOf('groupId')}
              {...register('groupId')}
            />
          )}
          <label className="flex min-h-11 items-center gap-3 text-base font-medium">
            <input type="checkbox" className="size-5 accent-brand" {...register('isAvailable')} />
            <Trans>Available to order</Trans>
          </label>
        </div>
      </details>

      {errorOf('root') && (
        <div role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          <p>{errorOf('root')}</p>
          {isConflict && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void onReload().then(() => edit.reset())}
            >
              <Trans>Reload the product</Trans>
            </Button>
          )}
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" size="lg" className="sm:flex-1" isLoading={formState.isSubmitting}>
          {isEdit ? t`Save changes` : hasSizes ? t`Add ${sizes.fields.length} sizes` : t`Add to menu`}
        </Button>
        <Button variant="secondary" size="lg" className="sm:flex-1" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
