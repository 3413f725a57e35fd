import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type OperatorPaymentsReport,
  type PaymentModel,
  type VendorPaymentsBody,
  vendorPaymentsBodySchema,
} from '@queueless/contracts';
import { useId, useMemo, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { showToast } from '#web/components/ui/toast';
import { useOperatorPayments, useSetVendorPayments } from '#web/features/connect/api/connect-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { type FieldMessages, issueMessagesByField } from '#web/lib/forms/field-messages';
import { staffPaths } from '#web/lib/staff-paths';
import { AccountState } from './account-state';
import { FeesPerDay } from './fees-per-day';

type VendorRow = OperatorPaymentsReport['vendors'][number];

/** Venues per page: a festival has dozens; the summary of each fits a phone's screen in a few scrolls. */
export const VENUES_PER_PAGE = 10;

const toCents = (money: string) => Math.round(Number(money) * 100);
const formatMoney = (cents: number) => (cents / 100).toFixed(2);

/** /staff/operator/payments: every venue's payment model, account state, sales and fees earned (decision 091). */
export function OperatorPaymentsPage() {
  const { t } = useLingui();
  const report = useOperatorPayments();
  return (
    <StaffPage
      title={t`Payments`}
      back={{ to: staffPaths.staffOperatorConsole(), label: t`Back to the operator console` }}
      subtitle={t`Where each venue's money goes, and the platform's fees`}
      isWide
    >
      <StaffQuery query={report} loadingLabel={t`Loading payments`} errorMessage={t`We couldn't load the payments.`}>
        {(data) => (
          <div className="mt-4 flex flex-col gap-6">
            <Totals vendors={data.vendors} />
            <RequirementsDue vendors={data.vendors} />
            <VendorList vendors={data.vendors} />
            <FeesPerDay days={data.feesPerDay} title={t`Fees earned per day`} />
          </div>
        )}
      </StaffQuery>
    </StaffPage>
  );
}

/** Every venue's last 30 days added up: what the platform took and earned. */
function Totals({ vendors }: { vendors: VendorRow[] }) {
  const sum = (pick: (vendor: VendorRow) => string) => formatMoney(vendors.reduce((t, v) => t + toCents(pick(v)), 0));
  const onConnect = vendors.filter((vendor) => vendor.payments.model === 'connect').length;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 text-sm tabular-nums lg:grid-cols-4">
      <div>
        <dt className="text-ink-muted">
          <Trans>Venues</Trans>
        </dt>
        <dd className="font-semibold">
          <Trans>
            {vendors.length} ({onConnect} on their own account)
          </Trans>
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted">
          <Trans>Sales (30 days)</Trans>
        </dt>
        <dd className="font-semibold">${sum((v) => v.sales)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">
          <Trans>On venues' accounts</Trans>
        </dt>
        <dd className="font-semibold">${sum((v) => v.salesOnConnectedAccount)}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">
          <Trans>Fees earned (30 days)</Trans>
        </dt>
        <dd className="font-semibold">${sum((v) => v.applicationFeesEarned)}</dd>
      </div>
    </dl>
  );
}

/** One summary row per venue, found by name, VENUES_PER_PAGE at a time; the settings open on demand. */
function VendorList({ vendors }: { vendors: VendorRow[] }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const found = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? vendors.filter((vendor) => vendor.name.toLowerCase().includes(words)) : vendors;
  }, [vendors, search]);
  const pages = Math.max(1, Math.ceil(found.length / VENUES_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = found.slice(current * VENUES_PER_PAGE, (current + 1) * VENUES_PER_PAGE);
  return (
    <section aria-labelledby="venues-heading" className="flex flex-col gap-3">
      <h2 id="venues-heading" className="text-lg font-semibold">
        <Trans>Venues</Trans>
      </h2>
      <Input
        label={t`Find a venue`}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
          <Trans>No venue matches “{search.trim()}”.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {shown.map((vendor) => (
            <VendorPaymentsRow key={vendor.vendorId} vendor={vendor} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t`Venue pages`} className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <p className="text-sm text-ink-muted" aria-live="polite">
            <Trans>
              Page {current + 1} of {pages}
            </Trans>
          </p>
          <Button variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}

/** A venue's summary line (model, state, 30 days' figures); its account and settings under "Details". */
function VendorPaymentsRow({ vendor }: { vendor: VendorRow }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const { payments } = vendor;
  const state =
    payments.model === 'platform'
      ? t`Platform`
      : !payments.account
        ? t`No account yet`
        : payments.takesPayments
          ? t`Taking payments`
          : t`Not taking payments`;
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-48 flex-1">
          <p className="font-semibold wrap-anywhere">{vendor.name}</p>
          <p className={payments.takesPayments ? 'text-sm text-ink-muted' : 'text-sm font-semibold text-danger'}>
            {state}
            {payments.model === 'connect' && <> · {t`fee ${payments.feePercent}% + $${payments.feeFixed}`}</>}
          </p>
        </div>
        <dl className="flex gap-4 text-sm tabular-nums">
          <div>
            <dt className="text-ink-muted">
              <Trans>Sales</Trans>
            </dt>
            <dd className="font-semibold">${vendor.sales}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">
              <Trans>Fees earned</Trans>
            </dt>
            <dd className="font-semibold">${vendor.applicationFeesEarned}</dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? (
            <Trans>
              Hide<span className="sr-only"> of {vendor.name}</span>
            </Trans>
          ) : (
            <Trans>
              Details<span className="sr-only"> of {vendor.name}</span>
            </Trans>
          )}
        </Button>
      </div>
      {isOpen && (
        <div id={detailsId} className="mt-3">
          <VendorPaymentsDetails vendor={vendor} />
        </div>
      )}
    </li>
  );
}

function RequirementsDue({ vendors }: { vendors: VendorRow[] }) {
  const due = vendors.filter((v) => v.payments.model === 'connect' && !v.payments.takesPayments);
  if (due.length === 0) return null;
  return (
    <p role="status" className="rounded-2xl bg-brand/15 p-4 text-sm">
      <Trans>Not taking card payments yet: {due.map((v) => v.name).join(', ')}.</Trans>
    </p>
  );
}

/** The fees' messages, in English the contract's words (connect.ts), in the active language. */
const paymentsFieldMessages: FieldMessages = {
  feePercent: {
    invalid_type: msg`Fee percent is required.`,
    invalid_format: msg`Fee percent must be a percent with up to 2 decimals, e.g. 2.5.`,
    // The contract's MAX_FEE_PERCENT.
    custom: msg`Fee percent must be at most 30.`,
  },
  feeFixed: { invalid_format: msg`Amount must have two decimals.`, custom: msg`Fixed fee must be at most 5.00.` },
};

function VendorPaymentsDetails({ vendor }: { vendor: VendorRow }) {
  const { t } = useLingui();
  const save = useSetVendorPayments();
  const [model, setModel] = useState<PaymentModel>(vendor.payments.model);
  const [feePercent, setFeePercent] = useState(vendor.payments.feePercent);
  const [feeFixed, setFeeFixed] = useState(vendor.payments.feeFixed);
  const [feeRefund, setFeeRefund] = useState(vendor.payments.feeRefund);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = vendorPaymentsBodySchema.safeParse({ model, feePercent, feeFixed, feeRefund });
    if (!parsed.success) {
      setErrors(issueMessagesByField(parsed.error.issues, paymentsFieldMessages));
      return;
    }
    setErrors({});
    save.mutate(
      { vendorId: vendor.vendorId, body: parsed.data as VendorPaymentsBody },
      {
        onSuccess: () => showToast({ title: t`${vendor.name}: payments saved`, variant: 'success' }),
        onError: (error) =>
          showToast({ title: t`The change was not saved`, description: failureReason(error), variant: 'error' }),
      },
    );
  };

  return (
    <div className="rounded-2xl bg-surface-raised p-3">
      <AccountState payments={vendor.payments} />
      <p className="mt-2 text-sm tabular-nums">
        <Trans>
          Sales on its own account (30 days): <strong>${vendor.salesOnConnectedAccount}</strong>
        </Trans>
      </p>
      <form className="mt-4 grid grid-cols-2 gap-3" onSubmit={submit} noValidate>
        <Select
          label={t`Payment model`}
          className="col-span-2"
          value={model}
          onChange={(event) => setModel(event.target.value as PaymentModel)}
        >
          <option value="platform">{t`Platform: paid into the organizer's account`}</option>
          <option value="connect">{t`Connect: paid into the venue's own account`}</option>
        </Select>
        <Input
          label={t`Fee %`}
          inputMode="decimal"
          value={feePercent}
          onChange={(event) => setFeePercent(event.target.value)}
          error={errors.feePercent}
        />
        <Input
          label={t`Fixed fee $`}
          inputMode="decimal"
          value={feeFixed}
          onChange={(event) => setFeeFixed(event.target.value)}
          error={errors.feeFixed}
        />
        <Select
          label={t`On a refund, the fee is`}
          className="col-span-2"
          value={feeRefund}
          onChange={(event) => setFeeRefund(event.target.value as typeof feeRefund)}
        >
          <option value="proportional">{t`Returned in proportion`}</option>
          <option value="keep">{t`Kept by the platform`}</option>
        </Select>
        <Button type="submit" className="col-span-2" isLoading={save.isPending}>
          <Trans>
            Save<span className="sr-only"> payments of {vendor.name}</span>
          </Trans>
        </Button>
      </form>
    </div>
  );
}
