import { Trans, useLingui } from '@lingui/react/macro';
import { type Product, stockChangeBodySchema } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { showToast } from '#web/components/ui/toast';
import { useChangeStock } from '#web/features/inventory/api/change-stock';
import { stockFieldMessages } from '#web/features/inventory/inventory-messages';
import { issueMessage } from '#web/lib/forms/field-messages';
import { serverFieldError } from '#web/lib/server-field-error';

type Mode = 'adjust' | 'set';

/** Restock (add or take away) or count (set) a tracked product, with a reason the audit log keeps. */
export function StockEditor({
  vendorLocationId,
  product,
  onDone,
}: {
  vendorLocationId: string;
  product: Product;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeStock(vendorLocationId);
  const [mode, setMode] = useState<Mode>('adjust');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState(() => t`Delivery`);
  const [error, setError] = useState<string | null>(null);
  const available = product.quantity.available ?? 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = /^-?\d+$/.test(amount.trim()) ? Number(amount.trim()) : Number.NaN;
    const body = mode === 'set' ? { set: number, reason } : { adjust: number, reason };
    const checked = stockChangeBodySchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue ? issueMessage(issue, stockFieldMessages) : t`Enter a whole number.`);
      return;
    }
    setError(null);
    try {
      const saved = await change.mutateAsync({ productId: product.productId, body: checked.data });
      const now = saved.quantity.available ?? 0;
      showToast({ title: t`${now} in stock now.`, variant: 'success' });
      onDone();
    } catch (failure) {
      setError(serverFieldError(failure).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-label={t`Stock`}>
      <p className="text-sm text-ink-muted">
        <Trans>{available} in stock now.</Trans>
      </p>
      <fieldset className="mt-2 flex gap-2" aria-label={t`Kind of change`}>
        {(
          [
            ['adjust', t`Add or remove`],
            ['set', t`Set the count`],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-line px-3 text-sm font-semibold has-checked:border-brand has-checked:bg-brand/10"
          >
            <input
              type="radio"
              name="stock-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="accent-brand"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Input
        label={mode === 'set' ? t`How many are there` : t`How many to add (− to remove)`}
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
      />
      <Input label={t`Reason`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" size="lg" className="sm:flex-1" isLoading={change.isPending}>
          <Trans>Save stock</Trans>
        </Button>
        <Button variant="secondary" size="lg" className="sm:flex-1" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
