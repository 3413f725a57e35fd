import { useLingui } from '@lingui/react/macro';
import {
  type CreateLocationBody,
  createLocationBodySchema,
  type LocationSettings,
  type UpdateLocationBody,
  updateLocationBodySchema,
} from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { locationFieldMessages } from '#web/features/operators/operator-messages';
import { issueMessagesByField } from '#web/lib/forms/field-messages';

type LocationFormProps =
  | { vendorId: string; location?: undefined; isSaving: boolean; onSubmit: (body: CreateLocationBody) => void }
  | { vendorId: string; location: LocationSettings; isSaving: boolean; onSubmit: (body: UpdateLocationBody) => void };

/** A location's description (and its Spanish one), code (new ones only), tax rate and place in the list, checked against the contract. */
export function LocationForm(props: LocationFormProps) {
  const { t } = useLingui();
  const { location } = props;
  const [description, setDescription] = useState(location?.description ?? '');
  const [spanishDescription, setSpanishDescription] = useState(location?.translations?.es?.description ?? '');
  const [code, setCode] = useState('');
  const [taxRate, setTaxRate] = useState(location ? String(Number(location.taxRate)) : '');
  const [displayOrder, setDisplayOrder] = useState(location?.displayOrder?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = displayOrder.trim() === '' ? null : Number(displayOrder);
    const fields = {
      description,
      taxRate: taxRate.trim(),
      displayOrder: order,
      // Sent empty, the Spanish text is cleared and customers reading Spanish see the venue's (decision 096).
      translations: { es: { description: spanishDescription } },
    };
    if (props.location) {
      const parsed = updateLocationBodySchema.safeParse(fields);
      if (!parsed.success) return setErrors(issueMessagesByField(parsed.error.issues, locationFieldMessages));
      setErrors({});
      props.onSubmit(parsed.data);
    } else {
      const parsed = createLocationBodySchema.safeParse({
        ...fields,
        vendorId: props.vendorId,
        ...(code.trim() ? { vendorLocationId: code } : {}),
      });
      if (!parsed.success) return setErrors(issueMessagesByField(parsed.error.issues, locationFieldMessages));
      setErrors({});
      props.onSubmit(parsed.data);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <Input
        label={t`Description`}
        placeholder={t`Main Bar`}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      {/* The Spanish text's field is labelled in Spanish, as its words are (decision 096). */}
      <div lang="es">
        <Input
          label="Descripción · Español"
          placeholder="Barra principal"
          value={spanishDescription}
          onChange={(e) => setSpanishDescription(e.target.value)}
          error={errors['translations.es.description']}
        />
      </div>
      {!location && (
        <Input
          label={t`Location code (optional)`}
          hint={t`Printed under the QR code, like AD708. Left empty, one is made.`}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={errors.vendorLocationId}
          autoCapitalize="characters"
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t`Sales tax (%)`}
          inputMode="decimal"
          placeholder="9.5"
          value={taxRate}
          onChange={(e) => setTaxRate(e.target.value)}
          error={errors.taxRate}
        />
        <Input
          label={t`Display order`}
          inputMode="numeric"
          value={displayOrder}
          onChange={(e) => setDisplayOrder(e.target.value)}
          error={errors.displayOrder}
        />
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={props.isSaving} className="mt-2">
        {location ? t`Save location` : t`Add location`}
      </Button>
    </form>
  );
}
