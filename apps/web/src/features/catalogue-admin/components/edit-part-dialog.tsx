import type { Part } from '@partsmith/contract/parts';
import { ModalDialog } from '../../../components/modal-dialog';
import { usePartStockAlert } from '../api/get-part-stock-alert';
import { EditPartForm } from './edit-part-form';

interface EditPartDialogProps {
  part: Part | null;
  open: boolean;
  /** Each opening gets a fresh form, filled from the part as it is now. */
  round: number;
  onClose: () => void;
}

export function EditPartDialog({ part, open, round, onClose }: EditPartDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={`Edit ${part?.name ?? 'part'}`} wide>
      {part && open && <EditPartLoader key={round} part={part} onDone={onClose} />}
    </ModalDialog>
  );
}

/** The form at once; the part's low-stock threshold (an admin-only figure) fills its field when read. */
function EditPartLoader({ part, onDone }: { part: Part; onDone: () => void }) {
  const alert = usePartStockAlert(part._id);
  return <EditPartForm part={part} lowStockThreshold={alert.data?.lowStockThreshold} onDone={onDone} />;
}
