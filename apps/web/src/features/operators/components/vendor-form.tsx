import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CreateVendorBody,
  createVendorBodySchema,
  type PlaceAddress,
  slugFromName,
  type UpdateVendorBody,
  updateVendorBodySchema,
  type VendorSettings,
} from '@queueless/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { AddressAutocomplete } from '#web/features/guestlists/components/address-autocomplete';
import { compactPhoneNumber } from '#web/features/identity/phone-number';
import { timeZoneForAddress } from '#web/features/operators/address-time-zone';
import { timeZoneOptions } from '#web/features/operators/form-errors';
import { vendorFieldMessages } from '#web/features/operators/operator-messages';
import { issueMessagesByField } from '#web/lib/forms/field-messages';

type Values = {
  name: string;
  vendorId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
  guestlistEnabled: boolean;
  superAdminName: string;
  superAdminPhone: string;
};

const empty: Values = {
  name: '',
  vendorId: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Los_Angeles',
  guestlistEnabled: false,
  superAdminName: '',
  superAdminPhone: '',
};

type VendorFormProps =
  | { mode: 'create'; isSaving: boolean; onSubmit: (body: CreateVendorBody) => void; vendor?: undefined }
  | { mode: 'edit'; isSaving: boolean; onSubmit: (body: UpdateVendorBody) => void; vendor: VendorSettings };

/** A vendor's fields (and, when creating, its id and first SUPER_ADMIN), checked against the contract before sending. */
export function VendorForm(props: VendorFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() =>
    props.vendor ? { ...empty, ...props.vendor, addressLine2: props.vendor.addressLine2 ?? '' } : empty,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The address picked from the autocomplete fills the fields below, which stay editable.
  const [picked, setPicked] = useState<PlaceAddress | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string; checked?: boolean; type?: string } }) => {
    setValues((current) => ({
      ...current,
      [key]: event.target.type === 'checkbox' ? Boolean(event.target.checked) : event.target.value,
    }));
    // A field's error goes as soon as it is edited; the next submit checks it again.
    const field =
      key === 'superAdminName' ? 'superAdmin.name' : key === 'superAdminPhone' ? 'superAdmin.phoneNumber' : key;
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const pick = (address: PlaceAddress | null) => {
    setPicked(address);
    if (!address) return;
    setValues((current) => ({
      ...current,
      addressLine1: address.addressLine1,
      city: address.city,
      state: address.state,
      zip: address.zipCode,
      // The venue's clock is where the venue is, not where the browser setting it up happens to be.
      timeZone: timeZoneForAddress(address) ?? current.timeZone,
    }));
    setErrors(({ addressLine1: _a, city: _c, state: _s, zip: _z, timeZone: _t, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name,
      addressLine1: values.addressLine1,
      addressLine2: values.addressLine2 || null,
      city: values.city,
      state: values.state,
      zip: values.zip,
      timeZone: values.timeZone,
      guestlistEnabled: values.guestlistEnabled,
    };
    if (props.mode === 'create') {
      const parsed = createVendorBodySchema.safeParse({
        ...fields,
        ...(values.vendorId.trim() ? { vendorId: values.vendorId } : {}),
        superAdmin: { name: values.superAdminName, phoneNumber: compactPhoneNumber(values.superAdminPhone) },
      });
      if (!parsed.success) return setErrors(issueMessagesByField(parsed.error.issues, vendorFieldMessages));
      setErrors({});
      props.onSubmit(parsed.data);
    } else {
      const parsed = updateVendorBodySchema.safeParse(fields);
      if (!parsed.success) return setErrors(issueMessagesByField(parsed.error.issues, vendorFieldMessages));
      setErrors({});
      props.onSubmit(parsed.data);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-1 lg:grid lg:grid-cols-2 lg:gap-x-6">
      <Input
        label={t`Venue name`}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="organization"
      />
      {props.mode === 'create' ? (
        <Input
          label={t`Vendor id (optional)`}
          hint={t`Used in links. Left empty: ${slugFromName(values.name) || t`made from the name`}`}
          value={values.vendorId}
          onChange={set('vendorId')}
          error={errors.vendorId}
          autoCapitalize="none"
        />
      ) : (
        <Input label={t`Vendor id`} value={props.vendor.vendorId} readOnly disabled hint={t`The id never changes.`} />
      )}
      <div className="lg:col-span-2">
        <AddressAutocomplete label={t`Find the address`} value={picked} onChange={pick} />
      </div>
      <Input
        label={t`Address`}
        value={values.addressLine1}
        onChange={set('addressLine1')}
        error={errors.addressLine1}
        autoComplete="address-line1"
      />
      <Input
        label={t`Address line 2 (optional)`}
        value={values.addressLine2}
        onChange={set('addressLine2')}
        error={errors.addressLine2}
        autoComplete="address-line2"
      />
      <Input
        label={t`City`}
        value={values.city}
        onChange={set('city')}
        error={errors.city}
        autoComplete="address-level2"
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t`State`}
          value={values.state}
          onChange={set('state')}
          error={errors.state}
          autoComplete="address-level1"
        />
        <Input
          label={t`ZIP code`}
          value={values.zip}
          onChange={set('zip')}
          error={errors.zip}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <Select
        label={t`Time zone`}
        value={values.timeZone}
        onChange={set('timeZone')}
        error={errors.timeZone}
        hint={t`Event times are shown and picked on this clock.`}
      >
        {timeZoneOptions(values.timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
      <label className="flex min-h-12 items-center gap-3 text-sm font-medium lg:self-start lg:pt-8">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={values.guestlistEnabled}
          onChange={set('guestlistEnabled')}
        />
        <Trans>Guest lists instead of ordering</Trans>
      </label>
      {props.mode === 'create' && (
        <fieldset className="mt-2 rounded-2xl border border-line p-4 lg:col-span-2">
          <legend className="px-1 text-sm font-semibold">
            <Trans>First SUPER_ADMIN</Trans>
          </legend>
          <p className="mb-3 text-sm text-ink-muted">
            <Trans>They sign in at the staff sign-in with a code sent to this phone.</Trans>
          </p>
          <div className="flex flex-col gap-1 lg:grid lg:grid-cols-2 lg:gap-x-6">
            <Input
              label={t`Name`}
              value={values.superAdminName}
              onChange={set('superAdminName')}
              error={errors['superAdmin.name']}
              autoComplete="off"
            />
            <Input
              label={t`Mobile number`}
              type="tel"
              placeholder="+12135550123"
              value={values.superAdminPhone}
              onChange={set('superAdminPhone')}
              error={errors['superAdmin.phoneNumber']}
              autoComplete="off"
            />
          </div>
        </fieldset>
      )}
      <div className="mt-4 lg:col-span-2">
        <Button type="submit" size="lg" fullWidth isLoading={props.isSaving}>
          {props.mode === 'create' ? t`Create venue` : t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
