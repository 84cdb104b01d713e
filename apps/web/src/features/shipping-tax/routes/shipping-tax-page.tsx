import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShippingRates, useTaxRates } from '../api/get-rates';
import { ShippingRatesForm } from '../components/shipping-rates-form';
import { TaxRatesForm } from '../components/tax-rates-form';

/** /dashboard/shippingTax (admin): the shipping and tax rates new orders are charged (ADR 0034). */
export function ShippingTaxPage() {
  useDocumentTitle('Shipping & tax');
  const shipping = useShippingRates();
  const tax = useTaxRates();
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Shipping &amp; tax</h2>
        <p className="text-base-content/80">
          New orders are charged by these rates when placed; orders already placed keep what they were
          charged.
        </p>
      </div>
      {shipping.isPending ? (
        <Loader label="Loading shipping rates…" />
      ) : shipping.isError ? (
        <ErrorState
          message={errorMessage(shipping.error, 'load the shipping rates')}
          onRetry={() => void shipping.refetch()}
        />
      ) : (
        <ShippingRatesForm rates={shipping.data} />
      )}
      <div className="divider" />
      {tax.isPending ? (
        <Loader label="Loading tax rates…" />
      ) : tax.isError ? (
        <ErrorState
          message={errorMessage(tax.error, 'load the tax rates')}
          onRetry={() => void tax.refetch()}
        />
      ) : (
        <TaxRatesForm rates={tax.data} />
      )}
    </div>
  );
}
