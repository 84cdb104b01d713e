import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { useSettings } from '../../../lib/api/get-settings';
import { errorMessage } from '../../../lib/error-message';

interface PaymentShellProps<T> {
  /** What is paid: a single order, or a checkout. */
  subject: UseQueryResult<T>;
  /** "Loading your order…"; "load the order" (the failure says "Could not load the order…"). */
  loadingLabel: string;
  loadFailure: string;
  /** The summary card's name for screen readers: "Your order", "Your checkout". */
  summaryLabel: string;
  summary: (data: T) => ReactNode;
  /**
   * The card payment's side: `paidWith` is the transaction id once this page recorded the payment (kept
   * here, so the congratulation stays when the refreshed subject reads as paid); `onSucceeded` sets it.
   */
  payment: (
    data: T,
    payments: PaymentSettings,
    paidWith: string | null,
    onSucceeded: (transactionId: string) => void,
  ) => ReactNode;
}

/**
 * The one payment page frame of a single order (docs/product.md §2.12) and of a checkout: loading and
 * failed states of what is paid and of the store's payment settings, then the summary card beside the
 * card payment card (stacked on phones).
 */
export function PaymentShell<T>({
  subject,
  loadingLabel,
  loadFailure,
  summaryLabel,
  summary,
  payment,
}: PaymentShellProps<T>) {
  const settings = useSettings();
  const [paidWith, setPaidWith] = useState<string | null>(null);

  if (subject.isPending || settings.isPending) return <Loader label={loadingLabel} />;
  if (subject.isError) {
    return (
      <ErrorState message={errorMessage(subject.error, loadFailure)} onRetry={() => void subject.refetch()} />
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        message={errorMessage(settings.error, 'load the payment settings')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-label={summaryLabel} className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">{summary(subject.data)}</div>
      </section>
      <section aria-label="Card payment" className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">
          {payment(subject.data, settings.data.payments, paidWith, setPaidWith)}
        </div>
      </section>
    </div>
  );
}
