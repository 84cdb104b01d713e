import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { maxQuickOrderLines, type QuickOrderReport } from '@partsmith/contract/quick-order';
import { formatCount } from '@partsmith/contract/format';
import { clientRoutes } from '@partsmith/contract/routes';
import { FormMessage } from '../../../components/form-message';
import { useMergeBasket } from '../../../lib/api/merge-basket';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckQuickOrder, type QuickOrderInput } from '../api/check-quick-order';
import { QuickOrderLineRow } from '../components/quick-order-line-row';
import { readyLines, replaceLine, withNumber, withQuantity } from '../quick-order-text';

const example = 'PS-BP-1042 40\npsbp1042;40\nPS-OF-0112\t200';

/** /quick-order (buyers): paste or upload part numbers and quantities, check them, fix them, add them. */
export function QuickOrderPage() {
  useDocumentTitle('Quick order');
  const textId = useId();
  const fileId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [report, setReport] = useState<QuickOrderReport | null>(null);
  const check = useCheckQuickOrder();
  const merge = useMergeBasket();

  const run = (input: QuickOrderInput) =>
    check.mutate(input, { onSuccess: setReport, onError: () => setReport(null) });

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    run({ text });
  };

  /** A fix changes the text, then the whole text is checked again. */
  const fix = (lineNumber: number, replacement: string) => {
    const next = replaceLine(text, lineNumber, replacement);
    setText(next);
    run({ text: next });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    run({ file });
  };

  const ready = report ? readyLines(report.lines) : [];
  const add = () =>
    merge.mutate(
      { lines: ready },
      {
        onSuccess: () => {
          toast.success(
            `${formatCount(ready.length)} ${ready.length === 1 ? 'line' : 'lines'} added to your basket`,
          );
          void navigate(clientRoutes.basket);
        },
      },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Quick order</h1>
        <Link to={clientRoutes.basket} className="btn btn-sm btn-outline">
          Go to basket
        </Link>
      </div>
      <form onSubmit={onCheck} noValidate className="flex flex-col gap-3">
        <label htmlFor={textId} className="font-semibold">
          Part numbers and quantities
        </label>
        <p id={`${textId}-hint`} className="text-sm text-base-content/80">
          One line each: our part number or an OEM number, then the quantity, separated by a space, comma,
          semicolon or tab (paste straight from a spreadsheet). At most {formatCount(maxQuickOrderLines)}{' '}
          lines.
        </p>
        <textarea
          id={textId}
          aria-describedby={`${textId}-hint`}
          className="textarea h-48 w-full font-mono"
          placeholder={example}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Or upload a CSV file (part number, quantity)
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="file-input file-input-sm w-full max-w-xs"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={check.isPending || text.trim() === ''}>
            {check.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Check
          </button>
        </div>
        <FormMessage
          message={
            check.isError ? { tone: 'error', text: errorMessage(check.error, 'check the lines') } : null
          }
        />
      </form>
      {report && (
        <section aria-labelledby="report-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="report-heading" className="text-xl font-bold">
              Check report
            </h2>
            <p role="status" className="text-sm">
              {formatCount(report.ready)} ready, {formatCount(report.withProblems)} with problems
            </p>
          </div>
          {report.lines.length === 0 ? (
            <p className="text-base-content/80">
              No lines to check: paste part numbers and quantities above.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Checked lines">
              {report.lines.map((line) => (
                <QuickOrderLineRow
                  key={`${line.line}:${line.input}`}
                  line={line}
                  busy={check.isPending}
                  onUseNumber={(partNumber) => fix(line.line, withNumber(line, partNumber))}
                  onUseSuccessor={(partNumber, quantity) => fix(line.line, `${partNumber} ${quantity}`)}
                  onQuantity={(quantity) => fix(line.line, withQuantity(line, quantity))}
                  onDrop={() => fix(line.line, '')}
                />
              ))}
            </ul>
          )}
          <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 py-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={ready.length === 0 || merge.isPending || check.isPending}
              onClick={add}
            >
              Add {formatCount(ready.length)} {ready.length === 1 ? 'line' : 'lines'} to basket
            </button>
            {report.withProblems > 0 && (
              <p className="text-sm text-base-content/80">Lines with problems are not added until fixed.</p>
            )}
          </div>
          <FormMessage
            message={
              merge.isError ? { tone: 'error', text: errorMessage(merge.error, 'add the lines') } : null
            }
          />
        </section>
      )}
    </div>
  );
}
