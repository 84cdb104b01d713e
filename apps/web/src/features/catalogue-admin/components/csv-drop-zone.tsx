import { useId, useState, type DragEvent } from 'react';

interface CsvDropZoneProps {
  file: File | null;
  onPick: (file: File | null) => void;
  disabled?: boolean;
}

/** A CSV file picker that also takes a file dropped on it. */
export function CsvDropZone({ file, onPick, disabled }: CsvDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onPick(event.dataTransfer.files[0] ?? null);
  };
  return (
    <div
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex flex-col gap-2 rounded-box border-2 border-dashed p-4 sm:p-6 ${
        over ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'
      }`}
    >
      <label htmlFor={id} className="font-medium">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        className="file-input w-full"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="text-sm text-base-content/80">
        {file
          ? `Chosen: ${file.name} (${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)`
          : 'Choose a file or drop it here. UTF-8, comma or semicolon separated, 64 MB at most.'}
      </p>
    </div>
  );
}
