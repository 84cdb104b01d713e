import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/error-message';
import { downloadBlob } from '../../../lib/download-blob';
import { exportOrders, type OrderExportFilter } from '../api/export-orders';

/** Manage All Orders: downloads the orders of the condition shown as CSV (GET /order/export.csv). */
export function ExportOrdersButton({ filter }: { filter: OrderExportFilter }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { csv, fileName } = await exportOrders(filter);
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    } catch (error) {
      toast.error(errorMessage(error, 'download the orders'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline sm:ms-auto"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Download CSV
    </button>
  );
}
