import {
  type OperatorPaymentsReport,
  type PaymentModel,
  type VendorPaymentsBody,
  vendorPaymentsBodySchema,
} from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { showToast } from '#web/components/ui/toast';
import { useOperatorPayments, useSetVendorPayments } from '#web/features/connect/api/connect-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { AccountState } from './account-state';
import { FeesPerDay } from './fees-per-day';

type VendorRow = OperatorPaymentsReport['vendors'][number];

/** /staff/operator/payments: every venue's payment model, account state, sales and fees earned (decision 091). */
export function OperatorPaymentsPage() {
  const report = useOperatorPayments();
  return (
    <StaffPage
      title="Payments"
      back={{ to: staffPaths.staffOperatorConsole(), label: 'Back to the operator console' }}
      subtitle="Where each venue's money goes, and the platform's fees"
      isWide
    >
      <StaffQuery query={report} loadingLabel="Loading payments" errorMessage="We couldn't load the payments.">
        {(data) => (
          <div className="mt-4 flex flex-col gap-6">
            <RequirementsDue vendors={data.vendors} />
            <ul className="grid gap-3 lg:grid-cols-2">
              {data.vendors.map((vendor) => (
                <VendorPaymentsCard key={vendor.vendorId} vendor={vendor} />
              ))}
            </ul>
            <FeesPerDay days={data.feesPerDay} title="Fees earned per day" />
          </div>
        )}
      </StaffQuery>
    </StaffPage>
  );
}

function RequirementsDue({ vendors }: { vendors: VendorRow[] }) {
  const due = vendors.filter((v) => v.payments.model === 'connect' && !v.payments.takesPayments);
  if (due.length === 0) return null;
  return (
    <p role="status" className="rounded-2xl bg-brand/15 p-4 text-sm">
      Not taking card payments yet: {due.map((v) => v.name).join(', ')}.
    </p>
  );
}

function VendorPaymentsCard({ vendor }: { vendor: VendorRow }) {
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
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { vendorId: vendor.vendorId, body: parsed.data as VendorPaymentsBody },
      {
        onSuccess: () => showToast({ title: `${vendor.name}: payments saved`, variant: 'success' }),
        onError: (error) =>
          showToast({ title: 'The change was not saved', description: failureReason(error), variant: 'error' }),
      },
    );
  };

  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold wrap-anywhere">{vendor.name}</p>
        <span className="shrink-0 rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {vendor.payments.model === 'connect' ? 'Own account' : 'Platform'}
        </span>
      </div>
      <div className="mt-2">
        <AccountState payments={vendor.payments} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div>
          <dt className="text-ink-muted">Sales (30 days)</dt>
          <dd className="font-semibold">${vendor.sales}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">On its account</dt>
          <dd className="font-semibold">${vendor.salesOnConnectedAccount}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Fees earned</dt>
          <dd className="font-semibold">${vendor.applicationFeesEarned}</dd>
        </div>
      </dl>
      <form className="mt-4 grid grid-cols-2 gap-3" onSubmit={submit} noValidate>
        <Select
          label="Payment model"
          className="col-span-2"
          value={model}
          onChange={(event) => setModel(event.target.value as PaymentModel)}
        >
          <option value="platform">Platform: paid into the organizer's account</option>
          <option value="connect">Connect: paid into the venue's own account</option>
        </Select>
        <Input
          label="Fee %"
          inputMode="decimal"
          value={feePercent}
          onChange={(event) => setFeePercent(event.target.value)}
          error={errors.feePercent}
        />
        <Input
          label="Fixed fee $"
          inputMode="decimal"
          value={feeFixed}
          onChange={(event) => setFeeFixed(event.target.value)}
          error={errors.feeFixed}
        />
        <Select
          label="On a refund, the fee is"
          className="col-span-2"
          value={feeRefund}
          onChange={(event) => setFeeRefund(event.target.value as typeof feeRefund)}
        >
          <option value="proportional">Returned in proportion</option>
          <option value="keep">Kept by the platform</option>
        </Select>
        <Button type="submit" className="col-span-2" isLoading={save.isPending}>
          Save<span className="sr-only"> payments of {vendor.name}</span>
        </Button>
      </form>
    </li>
  );
}
