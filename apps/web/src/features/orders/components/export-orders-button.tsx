import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/error-message';
import { exportOrders, type OrderExportFilter } from '../api/export-orders';

/** Saves text as a file through a temporary link (the download needs the bearer token, so no plain href). */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Manage All Orders: downloads the orders of the condition shown as CSV (GET /order/export.csv). */
export function ExportOrdersButton({ filter }: { filter: OrderExportFilter }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { csv, fileName } = await exportOrders(filter);
      saveFile(csv, fileName);
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
