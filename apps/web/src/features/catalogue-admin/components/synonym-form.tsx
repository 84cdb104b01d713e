import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Synonym } from '@partsmith/contract/search';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { bindFields } from '../../../lib/bind-fields';
import { errorMessage } from '../../../lib/error-message';
import { useAddSynonym } from '../api/add-synonym';

type SynonymInput = z.input<typeof Synonym>;

/** Two trade words (or phrases of up to three words) that should find each other: disc and rotor. */
export function SynonymForm() {
  const add = useAddSynonym();
  const form = useForm<SynonymInput, unknown, Synonym>({
    resolver: zodResolver(Synonym),
    defaultValues: { term: '', alternative: '' },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit((pair) =>
    add.mutateAsync(pair).then(
      () => {
        toast.success(`"${pair.term}" and "${pair.alternative}" now find each other`);
        form.reset();
        form.setFocus('term');
      },
      () => undefined,
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add a synonym"
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormField
          label="Word"
          hint="E.g. disc"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          {...field('term')}
        />
        <FormField
          label="Finds also"
          hint="E.g. rotor (and the other way round)"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          {...field('alternative')}
        />
        <div className="sm:pt-7">
          <SubmitButton busy={form.formState.isSubmitting} className="btn-primary w-full sm:w-auto">
            Add synonym
          </SubmitButton>
        </div>
      </div>
      <FormMessage
        message={add.isError ? { tone: 'error', text: errorMessage(add.error, 'add the synonym') } : null}
      />
    </form>
  );
}
