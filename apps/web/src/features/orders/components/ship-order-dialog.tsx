import { useId, useState } from 'react';
import { ShipOrder } from '@partsmith/contract/orders';
import { knownCarriers } from '@partsmith/contract/shipping';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { ModalDialog } from '../../../components/modal-dialog';
import type { Tracking } from '../api/update-status';

/** What ships: one order, or every paid line of a checkout. */
export interface ShipTarget {
  key: string;
  /** "Spark Plug", "checkout 1a2b3c4d (12 lines)". */
  name: string;
}

interface ShipOrderDialogProps {
  /** What to ship; the dialog is open while it is set. */
  target: ShipTarget | null;
  busy: boolean;
  failure: string | null;
  onShip: (tracking: Tracking) => void;
  onClose: () => void;
}

/**
 * Update Status: ships a paid order, with an optional carrier (DHL, UPS, FedEx and USPS are offered and
 * get a tracking link; any other is kept as written) and tracking number, checked as the server checks.
 */
export function ShipOrderDialog({ target, busy, failure, onShip, onClose }: ShipOrderDialogProps) {
  return (
    <ModalDialog open={target !== null} onClose={onClose} title={`Update Status: ship ${target?.name ?? ''}`}>
      {/* A new order starts with empty fields: the form is remounted for it. */}
      <ShipForm
        key={target?.key ?? ''}
        target={target}
        busy={busy}
        failure={failure}
        onShip={onShip}
        onClose={onClose}
      />
    </ModalDialog>
  );
}

function ShipForm({ target, busy, failure, onShip, onClose }: ShipOrderDialogProps) {
  const carriersId = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problems, setProblems] = useState<{ carrier?: string; trackingNumber?: string }>({});

  const submit = () => {
    if (!target) return;
    const checked = ShipOrder.safeParse({ status: 'Shipped', carrier, trackingNumber });
    if (!checked.success) {
      const found: { carrier?: string; trackingNumber?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'carrier' || field === 'trackingNumber') found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onShip({ carrier: checked.data.carrier, trackingNumber: checked.data.trackingNumber });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-base-content/80">
        The order becomes Shipped (each line of a checkout) and the buyer gets a mail. Carrier and tracking
        number are optional.
      </p>
      <div>
        <FormField
          label="Carrier"
          hint="E.g. DHL, UPS, FedEx, USPS."
          autoComplete="off"
          list={carriersId}
          maxLength={40}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          error={problems.carrier}
          data-autofocus
        />
        <datalist id={carriersId}>
          {knownCarriers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <FormField
        label="Tracking number"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        className="font-mono"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={problems.trackingNumber}
      />
      <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-secondary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Update Status to Shipped
        </button>
      </div>
    </form>
  );
}
