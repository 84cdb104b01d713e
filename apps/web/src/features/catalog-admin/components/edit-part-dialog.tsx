import type { Part } from '@partsmith/contract';
import { ModalDialog } from '../../../components/modal-dialog';
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
      {part && open && <EditPartForm key={round} part={part} onDone={onClose} />}
    </ModalDialog>
  );
}
